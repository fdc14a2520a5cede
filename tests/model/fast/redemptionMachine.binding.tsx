import { referrerSchedule } from '../../factories/promotion';
import { SCHEDULE_URL, schedulePage } from '../../pages/promotion';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { does, type Seen, sees } from '../models/redemptionMachine.model';
import type { Binding } from '../runner';

type H = Seen & { api: HeldApi<'getRedeemSchedule' | 'deleteRedemption'> };

/** referrer@'s schedule as the server lists it; once the delete went through, without its row. */
const schedule = (deleted: boolean) => ({
  applyingSubscriptions: referrerSchedule().slice(deleted ? 1 : 0),
  subscriptions: [],
});

/** One row of referrer@'s Redeem Schedule (jsdom); DELETE pc/ap held, the read after it too. */
export const binding: Binding<H> = {
  async start() {
    const held = ['getRedeemSchedule', 'deleteRedemption'] as const;
    const screen = await openScreen(SCHEDULE_URL, schedulePage, ...held);
    await screen.api.calls.getRedeemSchedule.answer(schedule(false));
    return screen;
  },
  events: {
    ...does,
    'xstate.done.actor.deleteRedemption': async (h, e) => {
      await h.api.calls.deleteRedemption.answer(e.output);
      if (e.output.ok) await h.api.calls.getRedeemSchedule.answer(schedule(true));
    },
    'xstate.error.actor.deleteRedemption': (h) => h.api.calls.deleteRedemption.fail(),
  },
  states: sees,
  stop: closeScreen,
};
