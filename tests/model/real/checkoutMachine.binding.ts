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
  path: ModelPath;
  /** The server's business clock (moved by expireCoupons). */
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
const ACTIVE: Buyer = {
  // Saved contact (Alex Active), saved Visa 4242, HKEx All-Platform: buys Combo Premium.
  email: 'active@demo.test',
  mobileNumber: '+852 5555 0101',
  order: { productCode: 'COMBO', subscriptionTime: 1, currency: 'USD' },
};
const NEW: Buyer = {
  // No contact, no card, no plan: buys HKEx Mobile (no trial, so paying charges).
  email: 'new@demo.test',
  mobileNumber: '',
  order: { productCode: 'HK_MOBILE', subscriptionTime: 1, currency: 'USD' },
};
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
const TRIAL: Buyer = {
  // Saved Visa 4242, no saved contact.
  email: 'trial@demo.test',
  mobileNumber: '',
  order: { productCode: 'HK_MOBILE', subscriptionTime: 1, currency: 'USD' },
};

const outputsOf = (path: ModelPath, type: string) =>
  path.events.filter((e) => e.type === type).map((e) => (e as { output?: unknown }).output);

function buyerFor(path: ModelPath): Buyer {
  const [contact] = outputsOf(path, 'xstate.done.actor.loadContact');
  const [cards] = outputsOf(path, 'xstate.done.actor.loadCards') as (Card[] | undefined)[];
  const savedCards = cards === undefined ? undefined : cards.length > 0;
  if (contact === null) return savedCards ? TRIAL : NEW;
  if (contact === undefined) return savedCards === false ? NEW : ACTIVE;
  return savedCards === false ? NEW_WITH_CONTACT : ACTIVE;
}

const SECOND_CARD = '5555555555554444';
const DECLINES: Record<string, string> = {
  '5001': DECLINED_CARD,
  '5002': '4000000000009995',
  '5003': '4000000000000069',
  '5004': '4000000000000119',
};
const payOutcomes = (path: ModelPath) =>
  outputsOf(path, 'xstate.done.actor.payAttempt') as Result<PlacedOrder>[];
const COUPONS_REFUSED = '0061';
/** The code the server refuses a payment with at this step (undefined: not a refusal). */
const refusedWith = (e: AnyEventObject) => {
  const outcome = (e as { output?: Result<PlacedOrder> }).output;
  const refused = e.type === 'xstate.done.actor.payAttempt' && outcome?.ok === false;
  return refused ? outcome.problem.code : undefined;
};
const declines = (e: AnyEventObject) => DECLINES[refusedWith(e) ?? ''] !== undefined;
const isCouponRefusal = (e: AnyEventObject) => refusedWith(e) === COUPONS_REFUSED;

/**
 * The coupon a refusal at payment (0061) is about: public, USD, valid when the order is priced.
 * Between pricing and paying the server's clock moves past its expiry (see expireCoupons).
 */
const REFUSED_COUPON = 'SAVE10USD';

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
    const { subscriptionTime } = (event as { order?: OrderChoice }).order ?? {
      subscriptionTime: 1,
    };
    const { order } = h.truth.as<CheckoutContext>().context;
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

const omitCode = ({ errorCode: _, ...rest }: Record<string, unknown>) => rest;

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

/** Past the end of every demo coupon (the longest, LAUNCH20, runs a year from seeding). */
const PAST_EVERY_COUPON_MS = 400 * DAY_MS;

/**
 * Between pricing and paying, time passes on the server beyond the applied coupon's expiry: the
 * coupon was valid in the preview and is no longer when the order is placed (0061). Real server,
 * real rule; only the server's business clock is moved.
 */
async function expireCoupons(h: H) {
  if (!h.clock.isMoved) await h.clock.forward(PAST_EVERY_COUPON_MS);
}

/** The outcome the path gives the pay attempt now under way (its lost answers are resent). */
function attemptOutcome(h: H): Result<PlacedOrder> | undefined {
  const done = h.path.events
    .slice(h.truth.taken)
    .find((e) => e.type === 'xstate.done.actor.payAttempt') as
    | { output?: Result<PlacedOrder> }
    | undefined;
  return done?.output;
}

/** Before the server sees an attempt the path has refused for its coupons, the coupon expires. */
async function arrangePayment(h: H) {
  const outcome = attemptOutcome(h);
  if (outcome && !outcome.ok && outcome.problem.code === COUPONS_REFUSED) await expireCoupons(h);
}

/** Checkout in Chromium against the real server; its answers held until the path's step. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    cannot,
    async start(path) {
      const buyer = buyerFor(path);
      const declined = payOutcomes(path).find((o) => !o.ok && DECLINES[o.problem.code]);
      const pays = path.events.some((e) => e.type === 'xstate.done.actor.payAttempt');
      const chooses = path.events.some((e) => e.type === 'card.select');
      const page = await sessions.open(buyer.email);
      if (buyer.contact || declined || pays || chooses) sessions.changesData();
      if (buyer.contact) await callApi(page, baseURL, 'post', '/api/v2/ch/pc/puc', buyer.contact);
      // A declined saved card: the sandbox's declining number, stored as the default card.
      if (declined && !declined.ok)
        await storeCard(page, baseURL, DECLINES[declined.problem.code] as string, 'Alex Active');
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
      const input: CheckoutInput = {
        order: buyer.order,
        lang: 'en',
        coupons,
        account: { email: buyer.email, mobileNumber: buyer.mobileNumber },
      };
      const modelCards = (outputsOf(path, 'xstate.done.actor.loadCards')[0] ?? []) as Card[];
      return {
        page,
        person,
        held,
        truth: new Truth(checkoutMachine, input),
        modelCards,
        path,
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
        const preview = omitCode(body) as unknown as OrderPreview;
        sameKind(
          'invalid coupons',
          preview.invalidCoupons.length > 0,
          (e.output as OrderPreview).invalidCoupons.length > 0,
        );
        return takenAs({ ...e, output: preview });
      }),
      'xstate.error.actor.previewOrder': step((h) => h.held.drop('previewOrder', false)),
      'xstate.done.actor.payAttempt': step(async (h, e) => {
        await arrangePayment(h);
        const before = h.held.count('previewOrder');
        const { body } = await h.held.release('placeOrder');
        const outcome: Result<PlacedOrder> = resultOf(body);
        const expected = e.output as Result<PlacedOrder>;
        sameKind(
          'payment outcome',
          outcome.ok ? 'paid' : outcome.problem.code,
          expected.ok ? 'paid' : expected.problem.code,
        );
        // Refused for its coupons, the page asks for a fresh summary at once.
        if (!outcome.ok && outcome.problem.code === COUPONS_REFUSED)
          await h.held.another('previewOrder', before);
        return takenAs({ ...e, output: outcome });
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
