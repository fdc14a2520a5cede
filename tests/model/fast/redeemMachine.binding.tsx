import { aWallet } from '../../factories/promotion';
import { closeScreen } from '../drivers/heldApi';
import { answerWallet, type MyCodes, openMyCodes } from '../drivers/promotion';
import { AFTER } from '../models/promoCodesMachine.model';
import { CODE, does, type Seen, sees } from '../models/redeemMachine.model';
import type { Binding } from '../runner';

/** The redeem dialog of active@'s GIFT20PCT (jsdom): GET and POST pc/ap held. */
export const binding: Binding<Seen & MyCodes> = {
  async start() {
    const screen = await openMyCodes(aWallet());
    await screen.page.openRedeem(CODE);
    return screen;
  },
  // Once redeemed, the dialog closes and My Promo Codes is read afresh, the code redeemed now.
  events: {
    ...does,
    'xstate.done.actor.loadPlans': (h, e) => h.api.calls.getRedeemSchedule.answer(e.output),
    'xstate.error.actor.loadPlans': (h) => h.api.calls.getRedeemSchedule.fail(),
    'xstate.done.actor.redeemCoupon': async (h, e) => {
      await h.api.calls.redeemCoupon.answer(e.output);
      if (e.output.ok) await answerWallet(h, AFTER);
    },
    'xstate.error.actor.redeemCoupon': (h) => h.api.calls.redeemCoupon.fail(),
    'xstate.done.actor.checkRedeemed': async (h, e) => {
      await h.api.calls.getRedeemSchedule.answer(e.output);
      if (e.output.applyingSubscriptions.length > 0) await answerWallet(h, AFTER);
    },
    'xstate.error.actor.checkRedeemed': (h) => h.api.calls.getRedeemSchedule.fail(),
  },
  states: sees,
  stop: closeScreen,
};
