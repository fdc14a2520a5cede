import { billingPage, billingUrl } from '../../pages/billing';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import {
  answerIn,
  does,
  noCharges,
  olderIn,
  readFirst,
  readOlder,
  type Seen,
  sees,
} from '../models/billingHistoryMachine.model';
import type { Binding } from '../runner';

type H = Seen & { api: HeldApi<'getBillingHistory'> };

/** A plan's billing history in the real router and views (jsdom), GET pc/gps held until answered. */
export const binding: Binding<H> = {
  async start() {
    const screen = await openScreen(billingUrl(7), billingPage, 'getBillingHistory');
    return { ...screen, shown: noCharges() };
  },
  events: {
    ...does,
    'xstate.done.actor.loadPage': (h, e) => {
      const answer = answerIn(e);
      if (answer?.ok) readFirst(h, answer.value);
      return h.api.calls.getBillingHistory.answer(answer);
    },
    'xstate.error.actor.loadPage': (h) => h.api.calls.getBillingHistory.fail(),
    'xstate.done.actor.loadMore': (h, e) => {
      readOlder(h, olderIn(e));
      return h.api.calls.getBillingHistory.answer({ ok: true, value: olderIn(e) });
    },
    'xstate.error.actor.loadMore': (h) => h.api.calls.getBillingHistory.fail(),
  },
  states: sees,
  stop: closeScreen,
};
