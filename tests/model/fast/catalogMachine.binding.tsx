import { cleanup, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { offerSelectionUrl, pricingPage } from '../../pages/pricing';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type CallName, type HeldApi, holdApi } from '../drivers/heldApi';
import {
  addressOf,
  CALLS,
  CHOICES,
  catalogStates,
  choose,
  chooseLeadsTo,
  type Walk,
} from '../models/catalogMachine.sees';
import type { Binding } from '../runner';

type Call = (typeof CALLS)[number] & CallName;

type H = Walk & {
  app: Awaited<ReturnType<typeof renderApp>>;
  api: HeldApi<Call>;
  page: ReturnType<typeof pricingPage>;
};

const answer = (call: Call) => (h: H, e: AnyEventObject) => h.api.calls[call].answer(e.output);
const fail = (call: Call) => (h: H, e: AnyEventObject) => h.api.calls[call].fail(e.error);

/** Catalog (pricing page and offer selection) in the real router and views, API calls held. */
export const binding: Binding<H> = {
  async start(path) {
    localStorage.clear();
    const withAccount = (path.input as { withAccount?: boolean }).withAccount === true;
    const api = holdApi(...CALLS);
    const app = await renderApp({
      url: withAccount ? offerSelectionUrl(path.input as never) : '/pricing/pricing',
      api: api.fakes,
      ...(withAccount ? { getUserInfo: async () => signedInUser() } : {}),
    });
    const person = jsdomPerson({ address: () => app.router.state.location.href });
    return { app, api, person, page: pricingPage(person), continued: false };
  },
  events: {
    'xstate.done.actor.loadPriceList': answer('getPriceList'),
    'xstate.error.actor.loadPriceList': fail('getPriceList'),
    'xstate.done.actor.loadAccount': answer('getMyPlans'),
    'xstate.error.actor.loadAccount': fail('getMyPlans'),
    'xstate.done.actor.checkActivity': async (h, event) => {
      const call = await h.api.calls.checkActivity.waiting();
      // The check asks about what the person sees chosen.
      const c = h.now!.context;
      expect(call.request).toEqual({
        productCode: c.productCode,
        subscriptionTime: c.subscriptionTime,
        currency: c.currency,
      });
      await h.api.calls.checkActivity.answer(event.output);
    },
    'xstate.error.actor.checkActivity': fail('checkActivity'),
    'xstate.done.actor.fetchCoupons': answer('getCoupons'),
    'xstate.error.actor.fetchCoupons': fail('getCoupons'),
    'catalog.retry': (h) => h.page.retry(),
    ...Object.fromEntries(CHOICES.map((t) => [t, (h: H, e: AnyEventObject) => choose(h.page, e)])),
    'offer.continue': async (h) => {
      await h.page.continue();
      h.continued = true;
    },
  },
  states: catalogStates<H>((_h, s) => s.context, {
    'ready.browsing': async (_h, v) => {
      if (v.context.withAccount) return;
      const article = within(screen.getByRole('article', { name: 'Combo Premium' }));
      const link = article.getByRole('link', { name: 'Choose Combo Premium' });
      expect(addressOf(link.getAttribute('href') ?? '')).toMatchObject(chooseLeadsTo(v));
    },
    // Continue says why it is disabled.
    'ready.blocked': async () => {
      const summary = within(screen.getByRole('complementary', { name: 'Your plan' }));
      const button = summary.getByRole('button', { name: /^Continue to/ });
      expect(button.getAttribute('aria-describedby')).toBe(summary.getByRole('note').id);
    },
  }),
  stop: async () => cleanup(),
};
