import { fromPromise } from 'xstate';
import { getMyPlans, type PlansApi } from '../../api/plans';
import {
  deleteRedemption,
  getAllCoupons,
  getRedeemSchedule,
  getReferralInfo,
  type PromoCodesCalls,
  redeemCoupon,
} from '../../api/promoCodes';
import { isLive } from '../../machines/catalogMachine';
import { promoCodesMachine, type Wallet } from '../../machines/promoCodesMachine';
import { redeemMachine } from '../../machines/redeemMachine';
import { redeemScheduleMachine } from '../../machines/redeemScheduleMachine';
import { redemptionMachine } from '../../machines/redemptionMachine';
import { referralMachine } from '../../machines/referralMachine';
import { bound } from './bound';

export type PromoCodesApi = Pick<PlansApi, 'getMyPlans'> & PromoCodesCalls;

/** Every code, and the currency and live plans that say what each is worth to this investor. */
async function loadWallet(api: PromoCodesApi): Promise<Wallet> {
  const [coupons, account] = await Promise.all([api.getAllCoupons(), api.getMyPlans()]);
  return {
    coupons,
    // Spec §9: the default payment currency is USD until a plan or payment fixes another.
    currency: account.currencyLock?.currency ?? 'USD',
    plans: account.myPlans
      // Plans whose next charge a code can still change.
      .filter(isLive)
      .map(({ orderId, productCode, nextPaymentDate }) => ({
        orderId,
        productCode,
        nextPaymentDate,
      })),
  };
}

/** The redeem dialog (a promo code's, or a bonus code's) bound to GET and POST pc/ap. */
const redeemDialog = (api: Pick<PromoCodesApi, 'getRedeemSchedule' | 'redeemCoupon'>) =>
  redeemMachine.provide({
    actors: {
      loadPlans: fromPromise(({ input }) => api.getRedeemSchedule(input.code)),
      redeemCoupon: fromPromise(({ input }) => api.redeemCoupon(input.orderId, input.code)),
    },
  });

/** My Promo Codes bound to GET pc/uc1 and pc/up; its redeem dialog to GET and POST pc/ap. */
function bindPromoCodes(api: PromoCodesApi) {
  return bound(
    promoCodesMachine.provide({
      actors: {
        loadWallet: fromPromise(() => loadWallet(api)),
        redeem: redeemDialog(api),
      },
    }),
  );
}

/** Redeem Schedule bound to GET pc/ap; each row's delete to DELETE pc/ap. */
function bindRedeemSchedule(api: Pick<PromoCodesApi, 'getRedeemSchedule' | 'deleteRedemption'>) {
  return bound(
    redeemScheduleMachine.provide({
      actors: {
        loadSchedule: fromPromise(
          async () => (await api.getRedeemSchedule()).applyingSubscriptions,
        ),
        redemption: redemptionMachine.provide({
          actors: {
            deleteRedemption: fromPromise(({ input }) =>
              api.deleteRedemption(input.orderId, input.code),
            ),
          },
        }),
      },
    }),
  );
}

const promotionApi = {
  getMyPlans,
  getAllCoupons,
  getRedeemSchedule,
  redeemCoupon,
  deleteRedemption,
  getReferralInfo,
};

/** What the browser offers for passing a link on: the clipboard, and a share sheet where it has one. */
export interface LinkSharing {
  copy(link: string): Promise<void>;
  share: ((link: string) => Promise<void>) | null;
}

/**
 * Referral Program bound to GET /api/ch/m9/rp and the browser's clipboard and share sheet; a bonus
 * code's redeem dialog to GET and POST pc/ap.
 */
function bindReferral(
  api: Pick<PromoCodesApi, 'getReferralInfo' | 'getRedeemSchedule' | 'redeemCoupon'>,
  sharing: LinkSharing,
) {
  const referral = bound(
    referralMachine.provide({
      actors: {
        loadReferral: fromPromise(() => api.getReferralInfo()),
        copyLink: fromPromise(({ input }) => sharing.copy(input.link)),
        shareLink: fromPromise(({ input }) =>
          sharing.share ? sharing.share(input.link) : Promise.resolve(),
        ),
        redeem: redeemDialog(api),
      },
    }),
  );
  // Whether to offer Share… is known here, where the browser is: the statechart starts with it.
  return {
    ...referral,
    options: { ...referral.options, input: { canShare: sharing.share !== null } },
  };
}

/** The promo-code tabs' statecharts, bound to the API and the browser given. */
export const bindPromotion = (api: PromoCodesApi, sharing: LinkSharing) => ({
  promoCodes: bindPromoCodes(api),
  redeemSchedule: bindRedeemSchedule(api),
  referral: bindReferral(api, sharing),
});

const browserSharing: LinkSharing = {
  copy: (link) => navigator.clipboard.writeText(link),
  share:
    typeof navigator !== 'undefined' && typeof navigator.share === 'function'
      ? (link) => navigator.share({ url: link })
      : null,
};

export const livePromotion = bindPromotion(promotionApi, browserSharing);
