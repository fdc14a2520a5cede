import { fromPromise } from 'xstate';
import type { MyPlan } from '../../api/contract/plans';
import { getMyPlans, type PlansApi } from '../../api/plans';
import {
  deleteRedemption,
  getAllCoupons,
  getRedeemSchedule,
  type PromoCodesCalls,
  redeemCoupon,
} from '../../api/promoCodes';
import { promoCodesMachine, type Wallet } from '../../machines/promoCodesMachine';
import { redeemMachine } from '../../machines/redeemMachine';
import { redeemScheduleMachine } from '../../machines/redeemScheduleMachine';
import { redemptionMachine } from '../../machines/redemptionMachine';
import { bound } from './bound';

export type PromoCodesApi = Pick<PlansApi, 'getMyPlans'> & PromoCodesCalls;

// Plans whose next charge a code can still change (the server's "live" plans).
const LIVE: readonly MyPlan['status'][] = ['trial', 'active', 'past_due'];

/** Every code, and the currency and live plans that say what each is worth to this investor. */
async function loadWallet(api: PromoCodesApi): Promise<Wallet> {
  const [coupons, account] = await Promise.all([api.getAllCoupons(), api.getMyPlans()]);
  return {
    coupons,
    // Spec §9: the default payment currency is USD until a plan or payment fixes another.
    currency: account.currencyLock?.currency ?? 'USD',
    plans: account.myPlans
      .filter((plan) => LIVE.includes(plan.status))
      .map(({ orderId, productCode, nextPaymentDate }) => ({
        orderId,
        productCode,
        nextPaymentDate,
      })),
  };
}

/** My Promo Codes bound to GET pc/uc1 and pc/up; its redeem dialog to GET and POST pc/ap. */
export function bindPromoCodes(api: PromoCodesApi) {
  return bound(
    promoCodesMachine.provide({
      actors: {
        loadWallet: fromPromise(() => loadWallet(api)),
        redeem: redeemMachine.provide({
          actors: {
            loadPlans: fromPromise(({ input }) => api.getRedeemSchedule(input.code)),
            redeemCoupon: fromPromise(({ input }) => api.redeemCoupon(input.orderId, input.code)),
          },
        }),
      },
    }),
  );
}

/** Redeem Schedule bound to GET pc/ap; each row's delete to DELETE pc/ap. */
export function bindRedeemSchedule(
  api: Pick<PromoCodesApi, 'getRedeemSchedule' | 'deleteRedemption'>,
) {
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
};
/** Both promo-code tabs' statecharts, bound to the real API. */
export const bindPromotion = (api: PromoCodesApi) => ({
  promoCodes: bindPromoCodes(api),
  redeemSchedule: bindRedeemSchedule(api),
});

export const livePromotion = bindPromotion(promotionApi);
