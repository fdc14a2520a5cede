import { accountWith, myPlan, newAccount } from '../../factories/pricing';
import { aRedeemSchedule } from '../../factories/promotion';
import { MY_CODES_URL, promoCodesPage } from '../../pages/promotion';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { does, REDEEMED, type Seen, sees } from '../models/promoCodesMachine.model';
import type { Binding } from '../runner';

type H = Seen & {
  api: HeldApi<'getAllCoupons' | 'getMyPlans' | 'getRedeemSchedule' | 'redeemCoupon'>;
};

/** My Promo Codes in the real router and views (jsdom): GET pc/uc1 and pc/up held, pc/ap too. */
export const binding: Binding<H> = {
  async start() {
    const held = ['getAllCoupons', 'getMyPlans', 'getRedeemSchedule', 'redeemCoupon'] as const;
    return openScreen(MY_CODES_URL, promoCodesPage, ...held);
  },
  events: {
    ...does,
    'xstate.done.actor.loadWallet': async (h, e) => {
      const plan = e.output.plans[0];
      await h.api.calls.getAllCoupons.answer(e.output.coupons);
      await h.api.calls.getMyPlans.answer(
        plan
          ? accountWith(myPlan('HK_ALL', { ...plan, currency: 'USD' }))
          : newAccount({ isNewUser: false }),
      );
    },
    'xstate.error.actor.loadWallet': (h) => h.api.calls.getAllCoupons.fail(),
    'xstate.done.actor.redeem': async (h, e) => {
      if (!e.output) return h.page.close(REDEEMED.promoCode);
      await h.api.calls.getRedeemSchedule.answer(aRedeemSchedule());
      await h.page.confirm(REDEEMED.promoCode);
      await h.api.calls.redeemCoupon.answer({ ok: true, value: REDEEMED });
    },
  },
  states: sees,
  stop: closeScreen,
};
