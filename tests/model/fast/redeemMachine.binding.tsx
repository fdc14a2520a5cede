import { accountWith, myPlan } from '../../factories/pricing';
import { ACTIVE_PLAN, activeCoupons } from '../../factories/promotion';
import { MY_CODES_URL, promoCodesPage } from '../../pages/promotion';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { CODE, does, type Seen, sees } from '../models/redeemMachine.model';
import type { Binding } from '../runner';

type H = Seen & {
  api: HeldApi<'getAllCoupons' | 'getMyPlans' | 'getRedeemSchedule' | 'redeemCoupon'>;
};

const ACCOUNT = accountWith(myPlan('HK_ALL', { ...ACTIVE_PLAN, currency: 'USD' }));

/** Redeemed: the dialog closes and My Promo Codes is read afresh, the code redeemed now. */
async function redeemed(h: H) {
  await h.api.calls.getAllCoupons.answer(
    activeCoupons().map((c) => (c.code === CODE ? { ...c, status: 'redeemed' } : c)),
  );
  await h.api.calls.getMyPlans.answer(ACCOUNT);
}

/** The redeem dialog of active@'s GIFT20PCT (jsdom): GET and POST pc/ap held. */
export const binding: Binding<H> = {
  async start() {
    const held = ['getAllCoupons', 'getMyPlans', 'getRedeemSchedule', 'redeemCoupon'] as const;
    const screen = await openScreen(MY_CODES_URL, promoCodesPage, ...held);
    await screen.api.calls.getAllCoupons.answer(activeCoupons());
    await screen.api.calls.getMyPlans.answer(ACCOUNT);
    await screen.page.openRedeem(CODE);
    return screen;
  },
  events: {
    ...does,
    'xstate.done.actor.loadPlans': (h, e) => h.api.calls.getRedeemSchedule.answer(e.output),
    'xstate.error.actor.loadPlans': (h) => h.api.calls.getRedeemSchedule.fail(),
    'xstate.done.actor.redeemCoupon': async (h, e) => {
      await h.api.calls.redeemCoupon.answer(e.output);
      if (e.output.ok) await redeemed(h);
    },
    'xstate.error.actor.redeemCoupon': (h) => h.api.calls.redeemCoupon.fail(),
    'xstate.done.actor.checkRedeemed': async (h, e) => {
      await h.api.calls.getRedeemSchedule.answer(e.output);
      if (e.output.applyingSubscriptions.length > 0) await redeemed(h);
    },
    'xstate.error.actor.checkRedeemed': (h) => h.api.calls.getRedeemSchedule.fail(),
  },
  states: sees,
  stop: closeScreen,
};
