import { SCHEDULE_URL, schedulePage } from '../../pages/promotion';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { deletesRow, does, type Seen, sees } from '../models/redeemScheduleMachine.model';
import type { Binding } from '../runner';

type H = Seen & { api: HeldApi<'getRedeemSchedule' | 'deleteRedemption'> };

/** Redeem Schedule in the real router and views (jsdom), GET and DELETE pc/ap held. */
export const binding: Binding<H> = {
  start: () => openScreen(SCHEDULE_URL, schedulePage, 'getRedeemSchedule', 'deleteRedemption'),
  events: {
    ...does,
    'xstate.done.actor.loadSchedule': (h, e) =>
      h.api.calls.getRedeemSchedule.answer({ applyingSubscriptions: e.output, subscriptions: [] }),
    'xstate.error.actor.loadSchedule': (h) => h.api.calls.getRedeemSchedule.fail(),
    // A row's dialog deleted its code (the model's step for any row's actor ending).
    'xstate.done.actor.*': (h) =>
      deletesRow(h, () => h.api.calls.deleteRedemption.answer({ ok: true, value: { deleted: 1 } })),
  },
  states: sees,
  stop: closeScreen,
};
