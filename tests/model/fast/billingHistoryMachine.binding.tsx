import { cleanup } from '@testing-library/react';
import type { Result } from '../../../src/api/contract/result';
import type { BillingPageAnswer } from '../../../src/machines/billingHistoryMachine';
import { billingPage, billingUrl, type ChargesShown } from '../../pages/billing';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type HeldApi, holdApi } from '../drivers/heldApi';
import { sees } from '../models/billingHistoryMachine.model';
import type { Binding } from '../runner';

type H = {
  api: HeldApi<'getBillingHistory'>;
  page: ReturnType<typeof billingPage>;
  shown: ChargesShown;
  failureCode: string | null;
};

const ORDER_ID = 7;

/** A plan's billing history in the real router and views (jsdom), GET pc/gps held until answered. */
export const binding: Binding<H> = {
  async start() {
    const api = holdApi('getBillingHistory');
    await renderApp({
      url: billingUrl(ORDER_ID),
      api: api.fakes,
      getUserInfo: async () => signedInUser(),
    });
    return {
      api,
      page: billingPage(jsdomPerson()),
      shown: { productName: '', records: [], total: 0 },
      failureCode: null,
    };
  },
  events: {
    'xstate.done.actor.loadPage': async (h, e) => {
      const output = (e as { output?: Result<BillingPageAnswer> }).output;
      if (output?.ok) h.shown = { ...output.value, records: [...output.value.records] };
      await h.api.calls.getBillingHistory.answer(output);
    },
    'xstate.error.actor.loadPage': (h) => h.api.calls.getBillingHistory.fail(),
    'xstate.done.actor.loadMore': async (h, e) => {
      const page = (e as { output?: BillingPageAnswer }).output as BillingPageAnswer;
      h.shown = { ...page, records: [...h.shown.records, ...page.records] };
      await h.api.calls.getBillingHistory.answer({ ok: true, value: page });
    },
    'xstate.error.actor.loadMore': (h) => h.api.calls.getBillingHistory.fail(),
    'history.retry': (h) => h.page.retry(),
    'history.more': (h) => h.page.more(),
  },
  states: sees,
  stop: async () => cleanup(),
};
