import type { Browser } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { Card } from '../../../src/api/contract/cards';
import { couponDraftProblem } from '../../../src/machines/checkoutForm';
import {
  type CheckoutContext,
  type CheckoutInput,
  checkoutMachine,
  pickableCodes,
} from '../../../src/machines/checkoutMachine';
import { aContact } from '../../factories/checkout';
import { checkoutUrl } from '../../pages/checkout';
import { heading, type Person } from '../../pages/person';
import { playwrightPerson } from '../../pages/playwrightPerson';
import {
  eventsFrom,
  heldSent,
  sendsAgain,
  statesFrom,
  stepper,
  Truth,
  takenAs,
} from '../drivers/checkoutTruth';
import {
  callApi,
  DECLINED_CARD,
  expect,
  firstOutput,
  HeldRequests,
  type RealScreen,
  Sessions,
  storeCard,
} from '../drivers/heldRequests';
import { DAY_MS, ServerClock } from '../drivers/serverClock';
import type { ModelPath } from '../machineModel';
import { savedCards } from '../models/checkoutMachine.model';
import { checkoutDoes, checkoutSees } from '../models/checkoutMachine.sees';
import type { Binding } from '../runner';

type H = RealScreen & {
  person: Person;
  truth: Truth;
  /** The server's business clock (moved before a refusal at payment, 0061). */
  clock: ServerClock;
};

/**
 * Demo accounts (server/seed/README.md) chosen by what the path's server answers need: saved cards
 * or none (every path that loads the contact finds one saved). Each buys a plan it can buy.
 */
type Buyer = Required<Pick<CheckoutInput, 'account' | 'order'>>;
// Saved contact (Alex Active), saved Visa 4242, HKEx All-Platform: buys Combo Premium.
const ACTIVE: Buyer = {
  account: { email: 'active@demo.test', mobileNumber: '+852 5555 0101' },
  order: { productCode: 'COMBO', subscriptionTime: 1, currency: 'USD' },
};
// No card, no plan, a contact saved for the path: buys HKEx Mobile (no trial, so paying charges).
const NEW: Buyer = {
  account: { email: 'new@demo.test', mobileNumber: '' },
  order: { productCode: 'HK_MOBILE', subscriptionTime: 1, currency: 'USD' },
};
const NEW_CONTACT = aContact({ billingEmail: 'new@demo.test' });
const buyerFor = (path: ModelPath) =>
  firstOutput<Card[]>(path, 'xstate.done.actor.loadCards')?.length === 0 ? NEW : ACTIVE;

const SECOND_CARD = '5555555555554444';
/** The code the server refuses a payment with at this step (undefined: not a refusal). */
const refusedWith = (e: AnyEventObject): string | undefined =>
  e.type === 'xstate.done.actor.payAttempt' && !e.output.ok ? e.output.problem.code : undefined;
/** Refused for its coupons: one applied is no longer valid when the order is placed. */
const isCouponRefusal = (e: AnyEventObject) => refusedWith(e) === '0061';

/**
 * The coupon a refusal at payment (0061) is about: public, USD, valid when the order is priced,
 * applied from the start (a promo-code link). Between pricing and paying the server's clock moves
 * past its expiry, and past every demo coupon's (the longest, LAUNCH20, runs a year from seeding).
 */
const REFUSED_COUPON = 'SAVE10USD';
const PAST_EVERY_COUPON_MS = 400 * DAY_MS;

/**
 * The model's event as this page knows it: its saved card chosen on the real server by brand and
 * last four digits; its billing cycle for the product and currency this buyer is buying; the
 * first of this buyer's own codes the page offers.
 */
function realCard(h: H, event: AnyEventObject): AnyEventObject {
  if (event.type === 'order.change') {
    const { order } = h.truth.as<CheckoutContext>().context;
    return { ...event, order: { ...order, subscriptionTime: event.order.subscriptionTime } };
  }
  if (event.type === 'coupon.pick')
    return { ...event, code: pickableCodes(h.truth.as<CheckoutContext>().context)[0] };
  if (event.type !== 'card.select') return event;
  const wanted = savedCards.find((c) => c.id === event.cardId);
  const { cards } = h.truth.as<CheckoutContext>().context;
  const card = cards.find((c) => c.brand === wanted?.brand && c.last4 === wanted?.last4);
  return { ...event, cardId: card?.id ?? -1 };
}

const step = stepper<H, AnyEventObject>(realCard);

/** The real answer must be the kind the path expects, or the arrangement is wrong. */
function sameKind(what: string, real: unknown, model: unknown) {
  expect(real, `${what}: the real server's answer is the kind the path expects`).toBe(model);
}

/** A held list let through (saved cards, own codes): empty exactly when the path's answer is. */
const realList = (name: string, key: string) =>
  step(async (h, e) => {
    const list = (await h.held.release(name)).body[key] as unknown[];
    sameKind(key, list.length > 0, e.output.length > 0);
    return takenAs({ ...e, output: list });
  });

/** Whether the page asks for a new price after this step (a valid coupon applied, one removed…). */
function asksPrice(e: AnyEventObject, { couponDraft, coupons }: CheckoutContext) {
  if (e.type === 'coupon.apply') return couponDraftProblem(couponDraft, coupons) === null;
  return ['coupon.pick', 'coupon.remove', 'summary.retry', 'order.change'].includes(e.type);
}

/**
 * A step that makes the page ask for a new price returns only once it has asked: the answer step
 * then answers that request, never an older one the page no longer waits for. After "Try again"
 * the page pays with a new key.
 */
async function around(h: H, e: AnyEventObject, go: () => Promise<unknown>) {
  if (e.type === 'payment.retry') return sendsAgain(heldSent(h.held, 'placeOrder'), 'new', go);
  if (!asksPrice(e, h.truth.as<CheckoutContext>().context)) return go();
  const before = h.held.count('previewOrder');
  await go();
  await h.held.another('previewOrder', before);
}

/** Checkout in Chromium against the real server; its answers held until the path's step. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const buyer = buyerFor(path);
      const declines = path.events.some((e) => refusedWith(e) === '5001');
      const pays = path.events.some((e) => e.type === 'xstate.done.actor.payAttempt');
      const chooses = path.events.some((e) => e.type === 'card.select');
      const tab = await sessions.open(buyer.account.email);
      if (buyer === NEW || pays || chooses) sessions.changesData();
      if (buyer === NEW) await callApi(tab, baseURL, 'saveContact', NEW_CONTACT);
      // A declined saved card (5001): the sandbox's declining number, stored as the default card.
      if (declines) await storeCard(tab, baseURL, DECLINED_CARD, 'Alex Active');
      // The model's second saved card, to choose instead of the default (the sandbox's Mastercard).
      if (chooses) await storeCard(tab, baseURL, SECOND_CARD, 'Alex Active', false);
      const held = new HeldRequests(tab);
      await held.hold('getContact', 'getCards', 'getCoupons', 'previewOrder', 'placeOrder');
      // The page's timers stand still: a request held for the path's steps never times out in
      // the app (ky gives up after 10 s), which under load could end it before its state was seen.
      await tab.clock.install();
      const coupons = path.events.some(isCouponRefusal) ? [REFUSED_COUPON] : [];
      await tab.goto(checkoutUrl(buyer.order, coupons[0]));
      // As long as the other checks of this runner wait (drivers/heldRequests.ts).
      const person = playwrightPerson(tab, { timeout: 5_000 });
      await person.sees(heading('Checkout', 1));
      await tab.clock.pauseAt(Date.now() + 1000);
      const input: CheckoutInput = { ...buyer, lang: 'en', coupons };
      const truth = new Truth(checkoutMachine, input);
      return { tab, person, held, truth, clock: new ServerClock(baseURL) };
    },
    events: {
      ...eventsFrom<H>(checkoutDoes, around, realCard),
      'xstate.done.actor.loadContact': step(async (h, e) => {
        const { body } = await h.held.release('getContact');
        sameKind('saved contact', body.contact === null, e.output === null);
        return takenAs({ ...e, output: body.contact });
      }),
      'xstate.error.actor.loadContact': step((h) => h.held.drop('getContact', false)),
      'xstate.done.actor.loadCards': realList('getCards', 'cards'),
      'xstate.error.actor.loadCards': step((h) => h.held.drop('getCards', false)),
      'xstate.done.actor.loadOwnCodes': realList('getCoupons', 'coupons'),
      'xstate.error.actor.loadOwnCodes': step((h) => h.held.drop('getCoupons', false)),
      'xstate.done.actor.previewOrder': step(async (h, e) => {
        const { order, coupons, lang } = h.truth.as<CheckoutContext>().context;
        // After a refusal at payment (0061) the order is priced again today: the coupon is valid.
        await h.clock.restore();
        const { body, request } = await h.held.release('previewOrder');
        expect(request, 'what the server is asked to price').toEqual({ ...order, coupons, lang });
        expect(body.errorCode, `the server prices the order: ${JSON.stringify(body)}`).toBe('0');
        const { errorCode: _, ...preview } = body;
        const invalid = e.output.invalidCoupons;
        expect(preview.invalidCoupons, 'the coupons the server finds invalid').toEqual(invalid);
        return takenAs({ ...e, output: preview });
      }),
      'xstate.error.actor.previewOrder': step((h) => h.held.drop('previewOrder', false)),
      'xstate.done.actor.payAttempt': step(async (h, e) => {
        // Refused for its coupons (0061): before the server sees the order, its business clock
        // moves past the applied coupon's expiry. The coupon was valid when the order was priced
        // and is not when it is placed: real server, real rule.
        if (isCouponRefusal(e) && !h.clock.isMoved) await h.clock.forward(PAST_EVERY_COUPON_MS);
        const before = h.held.count('previewOrder');
        const answered = { ...e, output: await h.held.releaseAs('placeOrder', e.output) };
        // Refused for its coupons, the page asks for a fresh summary at once.
        if (isCouponRefusal(e)) await h.held.another('previewOrder', before);
        return takenAs(answered);
      }),
    },
    // Each region, checked in the state the path's events really lead to (see checkoutTruth.ts).
    states: statesFrom<H>(checkoutMachine, checkoutSees),
    async stop(h) {
      await h.clock.restore();
      h.truth.stop();
      await sessions.closeScreen(h);
    },
  };
}
