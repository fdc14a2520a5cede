import { accountWith, myPlan, newAccount } from '../../factories/pricing';
import { aRedeemSchedule } from '../../factories/promotion';
import { MY_CODES_URL, promoCodesPage } from '../../pages/promotion';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import {
  does,
  freshTruth,
  noticeOf,
  REDEEMED,
  type Seen,
  sees,
  walletIn,
} from '../models/promoCodesMachine.model';
import type { Binding } from '../runner';

type H = Seen & {
  api: HeldApi<'getAllCoupons' | 'getMyPlans' | 'getRedeemSchedule' | 'redeemCoupon'>;
};

const CODE = REDEEMED.promoCode;

/** My Promo Codes in the real router and views (jsdom): GET pc/uc1 and pc/up held, pc/ap too. */
export const binding: Binding<H> = {
  async start() {
    const held = ['getAllCoupons', 'getMyPlans', 'getRedeemSchedule', 'redeemCoupon'] as const;
    const screen = await openScreen(MY_CODES_URL, promoCodesPage, ...held);
    return { ...screen, truth: freshTruth() };
  },
  events: {
    ...does,
    'xstate.done.actor.loadWallet': async (h, e) => {
      const wallet = walletIn(e);
      h.truth.wallet = wallet;
      const plan = wallet.plans[0];
      await h.api.calls.getAllCoupons.answer(wallet.coupons);
      await h.api.calls.getMyPlans.answer(
        plan
          ? accountWith(myPlan('HK_ALL', { ...plan, currency: 'USD' }))
          : newAccount({ isNewUser: false }),
      );
    },
    'xstate.error.actor.loadWallet': (h) => h.api.calls.getAllCoupons.fail(),
    'xstate.done.actor.redeem': async (h, e) => {
      if (!(e as { output?: unknown }).output) return h.page.close(CODE);
      await h.api.calls.getRedeemSchedule.answer(aRedeemSchedule());
      await h.page.confirm(CODE);
      await h.api.calls.redeemCoupon.answer({ ok: true, value: REDEEMED });
      h.truth.notice = noticeOf(REDEEMED);
    },
  },
  states: sees,
  stop: closeScreen,
};
