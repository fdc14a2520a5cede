import { referrerSchedule } from '../../factories/promotion';
import { closeScreen } from '../drivers/heldApi';
import { answerSchedule, openSchedule, type Schedule } from '../drivers/promotion';
import { does, type Seen, sees } from '../models/redemptionMachine.model';
import type { Binding } from '../runner';

/** One row of referrer@'s Redeem Schedule (jsdom); once its delete goes through, read without it. */
export const binding: Binding<Seen & Schedule> = {
  start: () => openSchedule(referrerSchedule()),
  events: {
    ...does,
    'xstate.done.actor.deleteRedemption': async (h, e) => {
      await h.api.calls.deleteRedemption.answer(e.output);
      if (e.output.ok) await answerSchedule(h, referrerSchedule().slice(1));
    },
    'xstate.error.actor.deleteRedemption': (h) => h.api.calls.deleteRedemption.fail(),
  },
  states: sees,
  stop: closeScreen,
};
