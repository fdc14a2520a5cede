import { referrerSchedule } from '../../factories/promotion';
import { SCHEDULE_URL, schedulePage } from '../../pages/promotion';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { answered, answerIn, does, type Seen, sees } from '../models/redemptionMachine.model';
import type { Binding } from '../runner';

type H = Seen & { api: HeldApi<'getRedeemSchedule' | 'deleteRedemption'> };

/** One row of referrer@'s Redeem Schedule (jsdom); DELETE pc/ap held, the read after it too. */
export const binding: Binding<H> = {
  async start() {
    const held = ['getRedeemSchedule', 'deleteRedemption'] as const;
    const screen = await openScreen(SCHEDULE_URL, schedulePage, ...held);
    await screen.api.calls.getRedeemSchedule.answer({
      applyingSubscriptions: referrerSchedule(),
      subscriptions: [],
    });
    return { ...screen, truth: { problem: null } };
  },
  events: {
    ...does,
    'xstate.done.actor.deleteRedemption': async (h, e) => {
      await h.api.calls.deleteRedemption.answer(answerIn(e));
      answered(h.truth, answerIn(e));
      if (answerIn(e).ok)
        await h.api.calls.getRedeemSchedule.answer({
          applyingSubscriptions: referrerSchedule().slice(1),
          subscriptions: [],
        });
    },
    'xstate.error.actor.deleteRedemption': async (h) => {
      await h.api.calls.deleteRedemption.fail();
      answered(h.truth, 'network');
    },
  },
  states: sees,
  stop: closeScreen,
};
