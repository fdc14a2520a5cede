import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { OrderPreview } from '../../../src/api/contract/orders';
import { type CardField, cardProblems } from '../../../src/machines/checkoutForm';
import {
  type CheckoutContext,
  type CheckoutInput,
  checkoutMachine,
  type OrderChoice,
} from '../../../src/machines/checkoutMachine';
import { type ContactField, contactProblems } from '../../../src/machines/contactForm';
import {
  AGREEMENT,
  BLOCKER_WORDS,
  CARD_LABELS,
  CONTACT_LABELS,
  COUPON_WORDS,
  CYCLES,
  DRAFT_WORDS,
  FIELD_WORDS,
  money,
  PAY,
  RECONNECTING,
  SUMMARY_PROBLEMS,
  UNCERTAIN,
} from '../../pages/checkout';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type CheckoutApi, holdCheckoutApi, readableErrors } from '../drivers/heldApi';
import type { Binding } from '../runner';
import {
  checkoutCoupons,
  leafOf,
  requireChecks,
  type Snapshot,
  stepper,
  Truth,
  takenAs,
} from './checkoutTruth';

type H = {
  app: Awaited<ReturnType<typeof renderApp>>;
  api: CheckoutApi;
  restoreErrors: () => void;
  truth: Truth;
  user: UserEvent;
};
type S = Snapshot<CheckoutContext>;

function checkoutUrl(order: OrderChoice, coupons: string[]): string {
  const { productCode, subscriptionTime, currency } = order;
  const promo = coupons[0] ? `&coupon=${coupons[0]}&origin=promocode` : '';
  return `/pricing/products/checkout?product=${productCode}&cycle=${subscriptionTime}&currency=${currency}${promo}`;
}

const region = (name: string) => screen.getByRole('region', { name });
const queryRegion = (name: string) => screen.queryByRole('region', { name });

/** A labelled input: its value, whether it can be used, and the message tied to it. */
function expectField(label: string, value: string, problem: string | undefined, locked: boolean) {
  const input = screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
  expect(input.value, label).toBe(value);
  const disabled = input.disabled || Boolean(input.closest('fieldset')?.disabled);
  expect(disabled, `${label} can${locked ? 'not' : ''} be typed in`).toBe(locked);
  const message = document.getElementById(`${input.id}-error`)?.textContent;
  expect(message, `message at ${label}`).toBe(problem);
  expect(input.getAttribute('aria-invalid'), `${label} marked invalid`).toBe(
    problem ? 'true' : null,
  );
}

const locked = (s: S) => !s.matches({ payment: 'idle' });

/** The failure screen replaces the form; the success page replaces checkout. */
function formReplaced(s: S, heading: string): boolean {
  if (s.matches({ payment: 'succeeded' })) return true;
  if (!s.matches({ payment: 'failed' })) return false;
  expect(queryRegion(heading), `${heading} is replaced by the failure screen`).toBeNull();
  return true;
}

function expectAgreementBox(s: S) {
  if (s.matches({ payment: 'succeeded' })) return;
  const box = screen.queryByLabelText(AGREEMENT) as HTMLInputElement | null;
  if (s.matches({ payment: 'failed' })) {
    expect(box, 'the agreement is not on the failure screen').toBeNull();
    return;
  }
  expect(box, 'the Term Purchase Agreement box').not.toBeNull();
  expect(box?.checked, 'agreement ticked').toBe(s.context.agreement);
  expect(box?.disabled, 'agreement locked').toBe(locked(s));
  for (const [blocker, words] of Object.entries(BLOCKER_WORDS)) {
    const shown = screen.queryAllByRole('alert').some((a) => a.textContent?.includes(words));
    expect(shown, `"${words}"`).toBe(s.context.blockers.includes(blocker as never));
  }
}

function expectPreview(preview: OrderPreview) {
  const summary = region('Order summary');
  const cycle = CYCLES[preview.subscriptionTime];
  expect(within(summary).getByText(`${preview.productName} · ${cycle}`)).toBeTruthy();
  const due = within(summary).getByText('Due today').nextElementSibling?.textContent;
  expect(due, 'due today').toBe(money(preview.dueToday, preview.currency));
  const next = within(summary).getByText('Next billing amount').nextElementSibling?.textContent;
  expect(next, 'next billing amount').toBe(money(preview.nextBillingAmount, preview.currency));
}

/** The order summary's billing-cycle switch: the order's cycle chosen, usable only while idle. */
function expectCycleChoice(s: S) {
  const group = within(region('Order summary')).getByRole('group', { name: 'Billing cycle' });
  for (const [cycle, name] of Object.entries(CYCLES)) {
    const option = within(group).getByRole('radio', { name }) as HTMLInputElement;
    expect(option.checked, `${name} chosen`).toBe(
      Number(cycle) === s.context.order.subscriptionTime,
    );
    const disabled = option.disabled || Boolean(option.closest('fieldset')?.disabled);
    expect(disabled, `${name} can${locked(s) ? 'not' : ''} be chosen`).toBe(locked(s));
  }
}

const payButton = () => screen.queryByRole('button', { name: PAY }) as HTMLButtonElement | null;

/** What a person sees for each state of each region (keys: the machine's state paths). */
const SEES: Record<string, (h: H, s: S) => void> = {
  'contact.loading': (_, s) => {
    if (formReplaced(s, 'Contact information')) return;
    expect(region('Contact information').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByLabelText('First name')).toBeNull();
  },
  'contact.editing': (_, s) => {
    if (formReplaced(s, 'Contact information')) return;
    const { contact, contactTouched, submitted } = s.context;
    expect(region('Contact information').getAttribute('aria-busy')).toBe('false');
    const problems = contactProblems(contact);
    for (const [field, label] of Object.entries(CONTACT_LABELS) as [ContactField, string][]) {
      const problem = problems[field];
      const shown = problem && (submitted || contactTouched[field]) ? problem : undefined;
      expectField(label, contact[field], shown && FIELD_WORDS[shown], locked(s));
    }
    const save = screen.getByLabelText('Save as my contact information') as HTMLInputElement;
    expect(save.checked, 'save as contact').toBe(contact.saveAsContact);
  },
  'card.loading': (_, s) => {
    if (formReplaced(s, 'Payment information')) return;
    const section = region('Payment information');
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(within(section).queryAllByRole('radio')).toHaveLength(0);
    expect(within(section).queryByLabelText('Card number')).toBeNull();
  },
  'card.saved': (_, s) => {
    if (formReplaced(s, 'Payment information')) return;
    const section = region('Payment information');
    const { cards, selectedCardId } = s.context;
    for (const card of cards) {
      const expiry = `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
      const name = `${card.brand} ending in ${card.last4}, expires ${expiry}`;
      const radio = within(section).getByRole('radio', { name: new RegExp(`^${name}`) });
      expect((radio as HTMLInputElement).checked, `${name} chosen`).toBe(
        card.id === selectedCardId,
      );
    }
    expect(within(section).getByRole('button', { name: 'Pay with a new card' })).toBeTruthy();
    expect(within(section).queryByLabelText('Card number')).toBeNull();
  },
  'card.new': (_, s) => {
    if (formReplaced(s, 'Payment information')) return;
    const section = region('Payment information');
    const { newCard, cardTouched, submitted, cards, cardsUnavailable } = s.context;
    expect(within(section).queryAllByRole('radio')).toHaveLength(0);
    const problems = cardProblems(newCard);
    for (const [field, label] of Object.entries(CARD_LABELS) as [CardField, string][]) {
      const problem = problems[field];
      const shown = problem && (submitted || cardTouched[field]) ? problem : undefined;
      expectField(label, newCard[field], shown && FIELD_WORDS[shown], locked(s));
    }
    if (newCard.number.startsWith('4')) expect(within(section).getByText('Visa')).toBeTruthy();
    const save = screen.getByLabelText('Save this card for future payments') as HTMLInputElement;
    expect(save.checked, 'save this card').toBe(newCard.save);
    expect(
      within(section).queryByRole('button', { name: 'Use a saved card' }) !== null,
      '"Use a saved card" offered',
    ).toBe(cards.length > 0);
    expect(
      within(section).queryByText(
        'Your saved cards could not be loaded. You can pay with a new card.',
      ) !== null,
      'saved cards unavailable notice',
    ).toBe(cardsUnavailable);
  },
  'coupons.idle': (_, s) => {
    if (formReplaced(s, 'Coupons')) return;
    const { couponDraft, couponDraftProblem, coupons, preview } = s.context;
    const problem = couponDraftProblem ? DRAFT_WORDS[couponDraftProblem] : undefined;
    expectField('Coupon code', couponDraft, problem, locked(s));
    const list = screen.queryByRole('list', { name: 'Applied coupons' });
    if (coupons.length === 0) {
      expect(list, 'no applied coupon list').toBeNull();
      return;
    }
    const items = within(list as HTMLElement).getAllByRole('listitem');
    expect(items.map((i) => i.textContent?.split(' ')[0])).toEqual(coupons);
    for (const [i, code] of coupons.entries()) {
      const invalid = preview?.invalidCoupons.find((c) => c.code === code);
      const text = items[i]?.textContent ?? '';
      if (invalid)
        expect(text).toContain(
          `Error Code ${invalid.errorCode}: ${COUPON_WORDS[invalid.errorCode] ?? invalid.message}`,
        );
      else expect(text).not.toContain('Error Code');
      // While the order is priced again, an older preview's discount would be stale.
      if (!s.matches({ summary: 'ready' }) && !invalid) expect(text).toContain('Checking…');
      else expect(text).not.toContain('Checking…');
      expect(
        within(items[i] as HTMLElement).getByRole('button', { name: `Remove coupon ${code}` }),
      ).toBeTruthy();
    }
  },
  'agreement.unticked': (_, s) => expectAgreementBox(s),
  'agreement.ticked': (_, s) => expectAgreementBox(s),
  'summary.loading': (_, s) => {
    if (s.matches({ payment: 'succeeded' })) return;
    expectCycleChoice(s);
    const summary = region('Order summary');
    expect(summary.getAttribute('aria-busy')).toBe('true');
    const { preview } = s.context;
    expect(within(summary).getByRole('status').textContent).toBe(
      preview ? 'Updating…' : 'Loading your order summary…',
    );
    if (preview) expectPreview(preview);
    expect(within(summary).queryByRole('alert')).toBeNull();
  },
  'summary.ready': (_, s) => {
    if (s.matches({ payment: 'succeeded' })) return;
    expectCycleChoice(s);
    const summary = region('Order summary');
    expect(summary.getAttribute('aria-busy')).toBe('false');
    expect(within(summary).queryByRole('status')).toBeNull();
    expect(within(summary).queryByRole('alert')).toBeNull();
    expectPreview(s.context.preview as OrderPreview);
  },
  'summary.failed': (_, s) => {
    if (s.matches({ payment: 'succeeded' })) return;
    expectCycleChoice(s);
    const summary = region('Order summary');
    const code = s.context.previewProblem?.code ?? '';
    expect(within(summary).getByRole('alert').textContent).toBe(
      SUMMARY_PROBLEMS[code] ?? `The order summary could not be loaded (Error Code ${code}).`,
    );
    expect(within(summary).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Change plan' })).toBeTruthy();
  },
  'payment.idle': (_, s) => {
    const { preview } = s.context;
    const pay = payButton();
    const priced = s.matches({ summary: 'ready' }) && preview !== null;
    // Unpriced, the button cannot say whether anything is due today.
    const words = !priced
      ? 'Pay'
      : preview && preview.dueToday > 0
        ? `Pay ${money(preview.dueToday, preview.currency)}`
        : 'Start subscription';
    expect(pay?.textContent, 'the pay button').toBe(words);
    expect(pay?.disabled, 'pay button disabled').toBe(
      !(s.matches({ summary: 'ready' }) && preview),
    );
    expect(screen.queryByRole('heading', { name: 'Payment failed' })).toBeNull();
    expect(screen.queryByText(UNCERTAIN)).toBeNull();
  },
  'payment.paying': () => {
    const pay = payButton();
    expect(pay?.textContent, 'the pay button').toBe('Processing payment…');
    expect(pay?.disabled, 'pay button disabled').toBe(true);
    expect(screen.queryByText(RECONNECTING)).toBeNull();
  },
  'payment.failed': (_, s) => {
    const failed = screen.getByRole('region', { name: 'Payment failed' });
    expect(within(failed).getByRole('alert').textContent).toBe(
      `The system is experiencing technical difficulties. Error Code ${s.context.failure?.code}. Please try again.`,
    );
    expect(within(failed).getByRole('button', { name: 'Change card' })).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(payButton(), 'no pay button on the failure screen').toBeNull();
  },
  'payment.succeeded': ({ app }, s) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/products/checkout/successfulorder');
    expect(app.router.state.location.search).toEqual({ orderId: s.context.placed?.orderId });
    const receipt = screen.getByText(/A receipt has been sent to your contact e-mail/);
    expect(receipt.textContent).toContain(s.context.placed?.receiptEmail);
    expect(screen.queryByRole('region', { name: 'Contact information' })).toBeNull();
  },
};
requireChecks(checkoutMachine, SEES);

const REGIONS = Object.keys(checkoutMachine.root.states);

/** Each region, checked in the state the path's events really lead to (see checkoutTruth.ts). */
const states = Object.fromEntries(
  REGIONS.map((r) => [
    r,
    async (h: H) => {
      const s = h.truth.as<CheckoutContext>();
      const leaf = leafOf(s, r);
      await waitFor(() => SEES[leaf]?.(h, s), { timeout: 1000 });
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
