import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { OrderPreview } from '../../../src/api/contract/orders';
import type { CardField } from '../../../src/machines/checkoutForm';
import {
  type CheckoutContext,
  type CheckoutInput,
  checkoutMachine,
  type OrderChoice,
} from '../../../src/machines/checkoutMachine';
import type { ContactField } from '../../../src/machines/contactForm';
import { AGREEMENT, CARD_LABELS, CONTACT_LABELS, CYCLES, PAY } from '../../pages/checkout';
import { jsdomPerson } from '../../pages/jsdomPerson';
import type { Person } from '../../pages/person';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type CheckoutApi, holdCheckoutApi, readableErrors } from '../drivers/heldApi';
import { checkoutSees } from '../models/checkoutMachine.sees';
import type { Binding } from '../runner';
import { checkoutCoupons, leafOf, stepper, Truth, takenAs } from './checkoutTruth';

type H = {
  app: Awaited<ReturnType<typeof renderApp>>;
  api: CheckoutApi;
  person: Person;
  restoreErrors: () => void;
  truth: Truth;
  user: UserEvent;
};

function checkoutUrl(order: OrderChoice, coupons: string[]): string {
  const { productCode, subscriptionTime, currency } = order;
  const promo = coupons[0] ? `&coupon=${coupons[0]}&origin=promocode` : '';
  return `/pricing/products/checkout?product=${productCode}&cycle=${subscriptionTime}&currency=${currency}${promo}`;
}

const region = (name: string) => screen.getByRole('region', { name });

const REGIONS = Object.keys(checkoutMachine.root.states);

/** Each region, checked in the state the path's events really lead to (see checkoutTruth.ts). */
const states = Object.fromEntries(
  REGIONS.map((r) => [
    r,
    async (h: H) => {
      const s = h.truth.as<CheckoutContext>();
      const leaf = leafOf(s, r);
      await checkoutSees[leaf]?.(h.person, s);
    },
  ]),
);

/** The model's events with their payloads (see checkoutMachine.model.ts). */
type ModelEvent = AnyEventObject & {
  output?: unknown;
  field: string;
  value: string;
  code?: string;
  cardId?: number;
  order?: OrderChoice;
};

const step = stepper<H, ModelEvent>();

const typeInto = async (h: H, label: string, value: string) => {
  const input = screen.getByLabelText(label, { exact: true });
  await h.user.clear(input);
  await h.user.type(input, value);
};
const leave = async (h: H, label: string) => {
  await h.user.click(screen.getByLabelText(label, { exact: true }));
  await h.user.tab();
};
const press = (h: H, name: string | RegExp) =>
  screen.findByRole('button', { name }).then((b) => h.user.click(b));

/** Checkout in the real router and views (jsdom), every API call held until the path answers. */
export const binding: Binding<H> = {
  async start(path) {
    localStorage.clear();
    sessionStorage.clear();
    const input = path.input as CheckoutInput;
    // A path that removes a coupon, or whose server marks one invalid, needs one applied: it
    // opens checkout through a promo-code link carrying it (applied from the start).
    const coupons = checkoutCoupons(path);
    const api = holdCheckoutApi();
    const restoreErrors = readableErrors();
    try {
      const { email, mobileNumber } = input.account ?? { email: '', mobileNumber: '' };
      const app = await renderApp({
        api: api.fakes,
        url: checkoutUrl(input.order, coupons),
        getUserInfo: async () => signedInUser({ email, mobileNumber }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 5000 });
      const truth = new Truth(checkoutMachine, { ...input, coupons });
      return {
        app,
        api,
        person: jsdomPerson({ address: () => app.router.state.location.href }),
        truth,
        user: userEvent.setup(),
        restoreErrors,
      };
    } catch (e) {
      restoreErrors();
      throw e;
    }
  },
  events: {
    'xstate.done.actor.loadContact': step((h, e) => h.api.contact.answer(e.output)),
    'xstate.error.actor.loadContact': step((h) => h.api.contact.fail()),
    'xstate.done.actor.loadCards': step((h, e) => h.api.cards.answer(e.output)),
    'xstate.error.actor.loadCards': step((h) => h.api.cards.fail()),
    'xstate.done.actor.previewOrder': step(async (h, e) => {
      const { order, coupons, lang } = h.truth.as<CheckoutContext>().context;
      const call = await h.api.preview.waiting();
      expect(call.request, 'what the server is asked to price').toEqual({
        ...order,
        coupons,
        lang,
      });
      // The fake server prices the cycle it is asked for (the model's preview is for monthly).
      const output = { ...(e.output as OrderPreview), subscriptionTime: order.subscriptionTime };
      await h.api.preview.answer(output);
      return takenAs({ ...e, output });
    }),
    'xstate.error.actor.previewOrder': step((h) => h.api.preview.fail()),
    // The attempt's request reaches the server, which decides (lost answers: the attempt's model).
    'xstate.done.actor.payAttempt': step((h, e) => h.api.pay.answer(e.output)),
    'contact.change': step((h, e) => typeInto(h, CONTACT_LABELS[e.field as ContactField], e.value)),
    'contact.blur': step((h, e) => leave(h, CONTACT_LABELS[e.field as ContactField])),
    'contact.save': step((h) =>
      h.user.click(screen.getByLabelText('Save as my contact information')),
    ),
    'card.select': step((h, e) => {
      const { cards } = h.truth.as<CheckoutContext>().context;
      const card = cards.find((c) => c.id === e.cardId);
      return h.user.click(
        screen.getByRole('radio', { name: new RegExp(`${card?.brand} ending in ${card?.last4}`) }),
      );
    }),
    'card.new': step((h) => press(h, 'Pay with a new card')),
    'card.useSaved': step((h) => press(h, 'Use a saved card')),
    'card.change': step((h, e) => typeInto(h, CARD_LABELS[e.field as CardField], e.value)),
    'card.blur': step((h, e) => leave(h, CARD_LABELS[e.field as CardField])),
    'card.save': step((h) =>
      h.user.click(screen.getByLabelText('Save this card for future payments')),
    ),
    'coupon.draft': step((h, e) => typeInto(h, 'Coupon code', e.value)),
    'coupon.apply': step((h) => press(h, 'Apply')),
    'coupon.remove': step((h, e) => press(h, `Remove coupon ${String(e.code).toUpperCase()}`)),
    'agreement.tick': step((h) => h.user.click(screen.getByLabelText(AGREEMENT))),
    'agreement.untick': step((h) => h.user.click(screen.getByLabelText(AGREEMENT))),
    // The buyer switches the billing cycle in the order summary; the address follows.
    'order.change': step(async (h, e) => {
      const { subscriptionTime } = e.order as OrderChoice;
      const group = within(region('Order summary')).getByRole('group', { name: 'Billing cycle' });
      await h.user.click(within(group).getByRole('radio', { name: CYCLES[subscriptionTime] }));
      await waitFor(() =>
        expect(h.app.router.state.location.search).toMatchObject({ cycle: subscriptionTime }),
      );
    }),
    'summary.retry': step((h) =>
      h.user.click(within(region('Order summary')).getByRole('button', { name: 'Try again' })),
    ),
    'checkout.submit': step((h) => press(h, PAY)),
    // After a refusal the buyer starts a new attempt: a new key.
    'payment.retry': step(async (h) => {
      const before = h.api.pay.calls.length;
      await h.user.click(
        within(region('Payment failed')).getByRole('button', { name: 'Try again' }),
      );
      const previous = h.api.pay.calls[before - 1]?.request as { idempotencyKey: string };
      const next = (await h.api.pay.another(before)).request as { idempotencyKey: string };
      expect(next.idempotencyKey, 'a new attempt').not.toBe(previous.idempotencyKey);
    }),
    'payment.changeCard': step((h) => press(h, 'Change card')),
  },
  states,
  async stop(h) {
    cleanup();
    h.restoreErrors();
    h.truth.stop();
  },
};
