import type { Browser, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { SavedContact } from '../../../src/api/contact';
import type { Card } from '../../../src/api/contract/cards';
import type { OrderPreview } from '../../../src/api/contract/orders';
import type { Result } from '../../../src/api/contract/result';
import type { PlacedOrder } from '../../../src/api/orders';
import { couponDraftProblem } from '../../../src/machines/checkoutForm';
import {
  type CheckoutContext,
  type CheckoutInput,
  checkoutMachine,
  type OrderChoice,
} from '../../../src/machines/checkoutMachine';
import { checkoutUrl } from '../../pages/checkout';
import { heading, type Person } from '../../pages/person';
import { playwrightPerson } from '../../pages/playwrightPerson';
import type { Cannot } from '../cannot';
import {
  callApi,
  DECLINED_CARD,
  expect,
  firstOutput,
  HeldRequests,
  resultOf,
  Sessions,
  storeCard,
} from '../drivers/heldRequests';
import { DAY_MS, ServerClock } from '../drivers/serverClock';
import {
  checkoutCoupons,
  eventsFrom,
  heldSent,
  type Snapshot,
  sendsAgain,
  statesFrom,
  stepper,
  Truth,
  takenAs,
} from '../fast/checkoutTruth';
import { type ModelPath, statesAlong } from '../machineModel';
import { checkoutDoes } from '../models/checkoutMachine.model';
import { checkoutSees } from '../models/checkoutMachine.sees';
import type { Binding } from '../runner';
import { withoutInvocations } from '../testable';

type H = {
  page: Page;
  person: Person;
  held: HeldRequests;
  truth: Truth;
  /** The saved cards the model's path speaks of (its card.select names one of them). */
  modelCards: Card[];
  /** The server's business clock (moved before a refusal at payment, 0061). */
  clock: ServerClock;
};
type S = Snapshot<CheckoutContext>;
type ModelEvent = AnyEventObject & { output?: unknown };

/**
 * Demo accounts (server/seed/README.md) chosen by what the path's server answers need: a saved
 * contact or none, saved cards or none. Each buys a plan it can buy.
 */
type Buyer = {
  email: string;
  mobileNumber: string;
  order: OrderChoice;
  /** Arranged through the real API after signing in, before checkout opens. */
  contact?: SavedContact;
};
const monthly = (productCode: OrderChoice['productCode']): OrderChoice => ({
  productCode,
  subscriptionTime: 1,
  currency: 'USD',
});
// Saved contact (Alex Active), saved Visa 4242, HKEx All-Platform: buys Combo Premium.
const ACTIVE: Buyer = {
  email: 'active@demo.test',
  mobileNumber: '+852 5555 0101',
  order: monthly('COMBO'),
};
// No contact, no card, no plan: buys HKEx Mobile (no trial, so paying charges).
const NEW: Buyer = { email: 'new@demo.test', mobileNumber: '', order: monthly('HK_MOBILE') };
const NEW_WITH_CONTACT: Buyer = {
  ...NEW,
  contact: {
    firstName: 'Nia',
    lastName: 'Newman',
    billingEmail: 'new@demo.test',
    phone: '+852 5555 0000',
    saveAsContact: true,
  },
};
// Saved Visa 4242, no saved contact.
const TRIAL: Buyer = { email: 'trial@demo.test', mobileNumber: '', order: monthly('HK_MOBILE') };

function buyerFor(path: ModelPath): Buyer {
  const contact = firstOutput(path, 'xstate.done.actor.loadContact');
  const cards = firstOutput<Card[]>(path, 'xstate.done.actor.loadCards');
  const savedCards = cards === undefined ? undefined : cards.length > 0;
  if (contact === null) return savedCards ? TRIAL : NEW;
  if (contact === undefined) return savedCards === false ? NEW : ACTIVE;
  return savedCards === false ? NEW_WITH_CONTACT : ACTIVE;
}

const SECOND_CARD = '5555555555554444';
/** The sandbox's card for each decline the model's paths have (the gateway's code). */
const DECLINES: Record<string, string> = { '5001': DECLINED_CARD };
const COUPONS_REFUSED = '0061';
/** The code the server refuses a payment with at this step (undefined: not a refusal). */
const refusedWith = (e: AnyEventObject) => {
  const outcome = (e as { output?: Result<PlacedOrder> }).output;
  const refused = e.type === 'xstate.done.actor.payAttempt' && outcome?.ok === false;
  return refused ? outcome.problem.code : undefined;
};
/** The sandbox card that is refused as this step says (undefined: not a decline). */
const decliningCard = (e: AnyEventObject) => DECLINES[refusedWith(e) ?? ''];
const declines = (e: AnyEventObject) => decliningCard(e) !== undefined;
const isCouponRefusal = (e: AnyEventObject) => refusedWith(e) === COUPONS_REFUSED;

/**
 * The coupon a refusal at payment (0061) is about: public, USD, valid when the order is priced.
 * Between pricing and paying the server's clock moves past its expiry, and past every demo
 * coupon's (the longest, LAUNCH20, runs a year from seeding).
 */
const REFUSED_COUPON = 'SAVE10USD';
const PAST_EVERY_COUPON_MS = 400 * DAY_MS;

/**
 * Coupons the page opens with (a promo-code link). checkoutCoupons judges from the path's invalid
 * previews; those after a refusal at payment come from the moved clock, not from the coupon.
 */
function realCoupons(path: ModelPath): string[] {
  const refusedAt = path.events.findIndex(isCouponRefusal);
  if (refusedAt < 0) return checkoutCoupons(path);
  const before = checkoutCoupons({ ...path, events: path.events.slice(0, refusedAt) });
  const later = checkoutCoupons(path).filter((c) => c === REFUSED_COUPON);
  return before.length > 0 ? before : later.length > 0 ? later : [REFUSED_COUPON];
}

/** The steps before step `at`: what the path has set up by then. */
const earlier = (path: ModelPath | undefined, at = 0) => path?.events.slice(0, at) ?? [];
const buyerIsNot = (buyer: Buyer, path: ModelPath | undefined) =>
  !!path && buyerFor(path) !== buyer;
/** The coupons applied before step `at`, the page opened as this binding opens it. */
function couponsAt(path: ModelPath, at: number): string[] {
  const input = { ...(path.input as CheckoutInput), coupons: realCoupons(path) };
  const states = statesAlong(withoutInvocations(checkoutMachine), input, path.events);
  return (states[at] as S | undefined)?.context.coupons ?? [];
}

/** What the real server (its sandbox cards, its demo accounts) cannot answer as the path says. */
const cannot: Cannot[] = [
  {
    scope: 'runner:real',
    when: ({ event }) => !!refusedWith(event) && !declines(event) && !isCouponRefusal(event),
    why: ({ event }) => `no sandbox card is refused with code ${refusedWith(event)}.`,
  },
  {
    scope: 'runner:real',
    when: ({ event, path, at }) =>
      event.type === 'xstate.done.actor.payAttempt' &&
      !refusedWith(event) &&
      earlier(path, at).some(declines) &&
      !earlier(path, at).some((e) => e.type === 'card.change'),
    why: 'The sandbox declines the same card every time: this path pays with it after it was declined.',
  },
  {
    scope: 'runner:real',
    when: ({ event, path }) => declines(event) && buyerIsNot(ACTIVE, path),
    why: 'A declining saved card is arranged for active@ only (new cards in the model are the success card).',
  },
  {
    scope: 'runner:real',
    when: ({ event, path, at }) =>
      event.type === 'xstate.done.actor.previewOrder' &&
      ((event.output as OrderPreview | undefined)?.invalidCoupons.length ?? 0) > 0 &&
      !earlier(path, at).some(isCouponRefusal) &&
      buyerIsNot(ACTIVE, path),
    why: 'Only an existing customer (active@) is refused a coupon by the demo data (NEWUSER15, 0068).',
  },
  {
    scope: 'runner:real',
    when: ({ event, path, at = 0 }) =>
      isCouponRefusal(event) && !!path && !couponsAt(path, at).includes(REFUSED_COUPON),
    why: `the server refuses coupons at payment only when one applied is no longer valid; ${REFUSED_COUPON} is not applied then.`,
  },
];

/**
 * The model's event as this page knows it: its saved card chosen on the real server by brand and
 * last four digits; its billing cycle for the product and currency this buyer is buying.
 */
function realCard(h: H, event: AnyEventObject): AnyEventObject {
  if (event.type === 'order.change') {
    const { order } = h.truth.as<CheckoutContext>().context;
    const { subscriptionTime } = (event as { order?: OrderChoice }).order ?? order;
    return { ...event, order: { ...order, subscriptionTime } };
  }
  if (event.type !== 'card.select') return event;
  const wanted = h.modelCards.find((c) => c.id === (event as { cardId?: number }).cardId);
  const { cards } = h.truth.as<CheckoutContext>().context;
  const card = cards.find((c) => c.brand === wanted?.brand && c.last4 === wanted?.last4);
  return { ...event, cardId: card?.id ?? -1 };
}

const step = stepper<H, ModelEvent>(realCard);

/** The real answer must be the kind the path expects, or the arrangement is wrong. */
function sameKind(what: string, real: unknown, model: unknown) {
  expect(real, `${what}: the real server's answer is the kind the path expects`).toBe(model);
}

/** Whether the page asks for a new price after this step (a valid coupon applied, one removed…). */
function asksPrice(e: AnyEventObject, { context: { couponDraft, coupons } }: S) {
  if (e.type === 'coupon.apply') return couponDraftProblem(couponDraft, coupons) === null;
  return ['coupon.remove', 'summary.retry', 'order.change'].includes(e.type);
}

/**
 * A step that makes the page ask for a new price returns only once it has asked: the answer step
 * then answers that request, never an older one the page no longer waits for. After "Try again"
 * the page pays with a new key.
 */
async function around(h: H, e: AnyEventObject, go: () => Promise<unknown>) {
  if (e.type === 'payment.retry') return sendsAgain(heldSent(h.held, 'placeOrder'), 'new', go);
  if (!asksPrice(e, h.truth.as<CheckoutContext>())) return go();
  const before = h.held.count('previewOrder');
  await go();
  await h.held.another('previewOrder', before);
}

/** Checkout in Chromium against the real server; its answers held until the path's step. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    cannot,
    async start(path) {
      const buyer = buyerFor(path);
      const declined = path.events.map(decliningCard).find((card) => card !== undefined);
      const pays = path.events.some((e) => e.type === 'xstate.done.actor.payAttempt');
      const chooses = path.events.some((e) => e.type === 'card.select');
      const page = await sessions.open(buyer.email);
      if (buyer.contact || declined || pays || chooses) sessions.changesData();
      if (buyer.contact) await callApi(page, baseURL, 'post', '/api/v2/ch/pc/puc', buyer.contact);
      // A declined saved card: the sandbox's declining number, stored as the default card.
      if (declined) await storeCard(page, baseURL, declined, 'Alex Active');
      // The model's second saved card, to choose instead of the default (the sandbox's Mastercard).
      if (chooses) await storeCard(page, baseURL, SECOND_CARD, 'Alex Active', false);
      const held = new HeldRequests(page);
      await held.hold('getContact', 'getCards', 'previewOrder', 'placeOrder');
      // The page's timers stand still: a request held for the path's steps never times out in
      // the app (ky gives up after 10 s), which under load could end it before its state was seen.
      await page.clock.install();
      // Opening with a promo-code link when the path needs a coupon applied (see realCoupons).
      const coupons = realCoupons(path);
      await page.goto(checkoutUrl(buyer.order, coupons[0]));
      // As long as the other checks of this runner wait (drivers/heldRequests.ts).
      const person = playwrightPerson(page, { timeout: 5_000 });
      await person.sees(heading('Checkout', 1));
      await page.clock.pauseAt(Date.now() + 1000);
      const account = { email: buyer.email, mobileNumber: buyer.mobileNumber };
      const input: CheckoutInput = { order: buyer.order, lang: 'en', coupons, account };
      const modelCards = firstOutput<Card[]>(path, 'xstate.done.actor.loadCards') ?? [];
      return {
        page,
        person,
        held,
        truth: new Truth(checkoutMachine, input),
        modelCards,
        clock: new ServerClock(baseURL),
      };
    },
    events: {
      ...eventsFrom<H>(checkoutDoes, around, realCard),
      'xstate.done.actor.loadContact': step(async (h, e) => {
        const { body } = await h.held.release('getContact');
        sameKind('saved contact', body.contact === null, e.output === null);
        return takenAs({ ...e, output: body.contact });
      }),
      'xstate.error.actor.loadContact': step((h) => h.held.drop('getContact', false)),
      'xstate.done.actor.loadCards': step(async (h, e) => {
        const { body } = await h.held.release('getCards');
        const cards = body.cards as Card[];
        sameKind('saved cards', cards.length > 0, (e.output as Card[]).length > 0);
        return takenAs({ ...e, output: cards });
      }),
      'xstate.error.actor.loadCards': step((h) => h.held.drop('getCards', false)),
      'xstate.done.actor.previewOrder': step(async (h, e) => {
        const { order, coupons, lang } = h.truth.as<CheckoutContext>().context;
        // After a refusal at payment the coupon stays expired only where the path says so.
        if ((e.output as OrderPreview).invalidCoupons.length === 0) await h.clock.restore();
        const { body, request } = await h.held.release('previewOrder');
        expect(request, 'what the server is asked to price').toEqual({ ...order, coupons, lang });
        expect(body.errorCode, `the server prices the order: ${JSON.stringify(body)}`).toBe('0');
        const { errorCode: _, ...priced } = body;
        const preview = priced as unknown as OrderPreview;
        sameKind(
          'invalid coupons',
          preview.invalidCoupons.length > 0,
          (e.output as OrderPreview).invalidCoupons.length > 0,
        );
        return takenAs({ ...e, output: preview });
      }),
      'xstate.error.actor.previewOrder': step((h) => h.held.drop('previewOrder', false)),
      'xstate.done.actor.payAttempt': step(async (h, e) => {
        // Refused for its coupons (0061): before the server sees the order, its business clock
        // moves past the applied coupon's expiry. The coupon was valid when the order was priced
        // and is not when it is placed: real server, real rule.
        if (isCouponRefusal(e) && !h.clock.isMoved) await h.clock.forward(PAST_EVERY_COUPON_MS);
        const before = h.held.count('previewOrder');
        const { body } = await h.held.release('placeOrder');
        const answered = { ...e, output: resultOf(body) as Result<PlacedOrder> };
        sameKind('payment outcome', refusedWith(answered) ?? 'paid', refusedWith(e) ?? 'paid');
        // Refused for its coupons, the page asks for a fresh summary at once.
        if (isCouponRefusal(answered)) await h.held.another('previewOrder', before);
        return takenAs(answered);
      }),
    },
    // Each region, checked in the state the path's events really lead to (see checkoutTruth.ts).
    states: statesFrom<H>(checkoutMachine, checkoutSees),
    async stop(h) {
      await h.clock.restore();
      await h.held.open();
      h.truth.stop();
      await h.page.context().close();
    },
  };
}
