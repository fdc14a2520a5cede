import { closeScreen } from '../drivers/heldApi';
import { answerSchedule, openSchedule, type Schedule } from '../drivers/promotion';
import { does, type Seen, sees } from '../models/redeemScheduleMachine.model';
import type { Binding } from '../runner';

/** Redeem Schedule in the real router and views (jsdom), GET and DELETE pc/ap held. */
export const binding: Binding<Seen & Schedule> = {
  start: () => openSchedule(),
  events: {
    ...does,
    'xstate.done.actor.loadSchedule': (h, e) => answerSchedule(h, e.output),
    'xstate.error.actor.loadSchedule': (h) => h.api.calls.getRedeemSchedule.fail(),
    // A row's dialog deleted its code (the model's step for any row's actor ending).
    'xstate.done.actor.*': async (h) => {
      await does['xstate.done.actor.*'](h);
      await h.api.calls.deleteRedemption.answer({ ok: true, value: { deleted: 1 } });
    },
  },
  states: sees,
  stop: closeScreen,
};
