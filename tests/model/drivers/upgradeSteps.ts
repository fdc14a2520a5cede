import { cleanup, screen } from '@testing-library/react';
import type { MyPlan } from '../../../src/api/contract/plans';
import { accountWith, newAccount } from '../../factories/pricing';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { holdApi, readableErrors } from './heldApi';

/** The user's plan list (pc/up) as the upgrade page reads it; "no such plan" is a list without it. */
export const plansAnswer = (plan: MyPlan | null) =>
  plan ? accountWith(plan) : newAccount({ isNewUser: false });

/**
 * The start of the checkout family's jsdom bindings: checkout (or the upgrade confirmation) at
 * `url` in the real router and views, `user` signed in, every checkout call held until the path
 * answers it.
 */
export async function openCheckout(url: string, title: string, user = signedInUser()) {
  localStorage.clear();
  sessionStorage.clear();
  const { calls: api, fakes } = holdApi(
    'getContact',
    'getCards',
    'getCoupons',
    'previewOrder',
    'placeOrder',
    'upgradePlan',
    'getMyPlans',
  );
  const restoreErrors = readableErrors();
  try {
    const app = await renderApp({ api: fakes, url, getUserInfo: async () => user });
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
    const person = jsdomPerson({ address: () => app.router.state.location.href });
    return { api, person, restoreErrors };
  } catch (e) {
    restoreErrors();
    throw e;
  }
}

/** The page taken away, and the truth the binding kept of it stopped. */
export async function closeCheckout(h: { restoreErrors: () => void; truth?: { stop(): void } }) {
  cleanup();
  h.restoreErrors();
  h.truth?.stop();
}

/** The requests of one held call as sendsAgain (checkoutTruth.ts) reads them. */
export const sentOf = (call: {
  calls: { request: unknown }[];
  another(n: number): Promise<unknown>;
}) => ({
  count: () => call.calls.length,
  another: (before: number) => call.another(before),
  body: (index: number) => call.calls[index]?.request,
});
