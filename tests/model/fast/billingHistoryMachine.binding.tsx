import { billingPage, billingUrl } from '../../pages/billing';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import {
  answerIn,
  does,
  noCharges,
  readOlder,
  type Seen,
  sees,
} from '../models/billingHistoryMachine.model';
import type { Binding } from '../runner';

/** A plan's billing history in the real router and views (jsdom), GET pc/gps held until answered. */
export const binding: Binding<Seen & { api: HeldApi<'getBillingHistory'> }> = {
  start: async () => ({
    ...(await openScreen(billingUrl(7), billingPage, 'getBillingHistory')),
    shown: noCharges(),
  }),
  events: {
    ...does,
    'xstate.done.actor.loadPage': (h, e) => {
      const answer = answerIn(e);
      if (answer?.ok) h.shown = answer.value;
      return h.api.calls.getBillingHistory.answer(answer);
    },
    'xstate.error.actor.loadPage': (h) => h.api.calls.getBillingHistory.fail(),
    'xstate.done.actor.loadMore': (h, e) => {
      readOlder(h, e.output);
      return h.api.calls.getBillingHistory.answer({ ok: true, value: e.output });
    },
    'xstate.error.actor.loadMore': (h) => h.api.calls.getBillingHistory.fail(),
  },
  states: sees,
  stop: closeScreen,
};
