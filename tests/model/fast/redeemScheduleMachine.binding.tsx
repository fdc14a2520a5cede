import { closeScreen } from '../drivers/heldApi';
import { answerSchedule, openSchedule, type Schedule } from '../drivers/promotion';
import { does, type Seen, sees } from '../models/redeemScheduleMachine.model';
import type { Binding } from '../runner';

/** Redeem Schedule in the real router and views (jsdom): GET pc/ap held, a row's DELETE answered. */
export const binding: Binding<Seen & Schedule> = {
  // A row's dialog deletes its code (the model's step for any row's actor ending) at once.
  start: () => openSchedule(undefined, { ok: true, value: { deleted: 1 } }),
  events: {
    ...does,
    'xstate.done.actor.loadSchedule': (h, e) => answerSchedule(h, e.output),
    'xstate.error.actor.loadSchedule': (h) => h.api.calls.getRedeemSchedule.fail(),
  },
  states: sees,
  stop: closeScreen,
};
