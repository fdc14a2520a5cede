import { aRedeemSchedule } from '../../factories/promotion';
import { closeScreen } from '../drivers/heldApi';
import { answerWallet, type MyCodes, openMyCodes } from '../drivers/promotion';
import { does, REDEEMED, type Seen, sees } from '../models/promoCodesMachine.model';
import type { Binding } from '../runner';

/** My Promo Codes in the real router and views (jsdom): GET pc/uc1 and pc/up held, pc/ap too. */
export const binding: Binding<Seen & MyCodes> = {
  start: () => openMyCodes(),
  events: {
    ...does,
    'xstate.done.actor.loadWallet': (h, e) => answerWallet(h, e.output),
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
