import * as v from 'valibot';
import { and, assign, emit, fromPromise, raise, setup, stateIn } from 'xstate';
import type { SavedContact } from '../api/contact';
import type { Card } from '../api/contract/cards';
import type { Currency, Lang } from '../api/contract/common';
import { ContactInput } from '../api/contract/contact';
import { normaliseCouponCode } from '../api/contract/couponCode';
import { ERROR } from '../api/contract/errors';
import type { OrderPreview, PlaceOrderRequest, PreviewOrderRequest } from '../api/contract/orders';
import type { ProductCode } from '../api/contract/products';
import type { Coupon } from '../api/contract/promotion';
import type { Problem, Result } from '../api/contract/result';
import type { SubscriptionTime } from '../api/contract/wire';
import type { PlacedOrder } from '../api/orders';
import { toProblem } from '../api/problem';
import {
  CARD_FIELDS,
  type CardField,
  type CardForm,
  type CouponDraftProblem,
  cardBrand,
  cardProblems,
  couponDraftProblem,
  EMPTY_CARD_FORM,
  formatCardField,
  MAX_COUPONS,
  toNewCard,
} from './checkoutForm';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactForm,
  contactProblems,
  EMPTY_CONTACT,
} from './contactForm';
import { payAttemptMachine } from './payAttemptMachine';

export interface OrderChoice {
  productCode: ProductCode;
  subscriptionTime: SubscriptionTime;
  currency: Currency;
}

export interface CheckoutInput {
  order: OrderChoice;
  lang: Lang;
  /** Codes to apply from the start: the one a promo-code link brought (origin=promocode). */
  coupons?: readonly string[];
  /** The signed-in account: the contact form starts from it when no contact was saved. */
  account?: { email: string; mobileNumber: string };
}

/** Why a pay click was refused, shown next to the pay button (spec §5 wording). */
export type PayBlocker = 'invalidCoupons' | 'agreement';

/** Where the screen should put the keyboard focus after a refused pay click or a card change. */
export type FocusTarget =
  | `contact.${ContactField}`
  | `card.${CardField}`
  | 'card.saved'
  | 'coupons'
  | 'agreement';

export interface CheckoutContext {
  order: OrderChoice;
  lang: Lang;
  account: { email: string; mobileNumber: string };
  contact: ContactForm;
  contactTouched: Partial<Record<ContactField, true>>;
  cards: Card[];
  /** The saved-card list could not be read; a new card can still be entered. */
  cardsUnavailable: boolean;
  payWith: 'saved' | 'new';
  selectedCardId: number | null;
  newCard: CardForm;
  cardTouched: Partial<Record<CardField, true>>;
  couponDraft: string;
  couponDraftProblem: CouponDraftProblem | null;
  /** In the order applied; the server decides which are valid and which one is effective. */
  coupons: string[];
  /**
   * The buyer's own unused codes the server says can be used at checkout in `currency` (pc/uc1),
   * offered to apply with one click; null until read, or when they could not be.
   */
  ownCodes: { currency: Currency; codes: string[] } | null;
  preview: OrderPreview | null;
  previewProblem: Problem | null;
  agreement: boolean;
  /** A pay click was refused once: from now on every field problem shows. */
  submitted: boolean;
  blockers: PayBlocker[];
  failure: Problem | null;
  placed: PlacedOrder | null;
}

export type CheckoutEvent =
  | { type: 'contact.change'; field: ContactField; value: string }
  | { type: 'contact.blur'; field: ContactField }
  | { type: 'contact.save'; value: boolean }
  | { type: 'card.select'; cardId: number }
  | { type: 'card.new' }
  | { type: 'card.useSaved' }
  | { type: 'card.change'; field: CardField; value: string }
  | { type: 'card.blur'; field: CardField }
  | { type: 'card.save'; value: boolean }
  | { type: 'coupon.draft'; value: string }
  | { type: 'coupon.apply' }
  | { type: 'coupon.remove'; code: string }
  | { type: 'coupon.pick'; code: string }
  | { type: 'agreement.tick' }
  | { type: 'agreement.untick' }
  | { type: 'order.change'; order: OrderChoice }
  | { type: 'summary.refresh' }
  | { type: 'summary.retry' }
  | { type: 'checkout.submit' }
  | { type: 'payment.retry' }
  | { type: 'payment.changeCard' };

export type CheckoutEmitted = { type: 'checkout.focus'; target: FocusTarget };

function initialCoupons(codes: readonly string[] | undefined): string[] {
  const out: string[] = [];
  for (const raw of codes ?? []) {
    const code = normaliseCouponCode(raw);
    if (couponDraftProblem(code, out) === null && out.length < MAX_COUPONS) out.push(code);
  }
  return out;
}

const hasProblems = (problems: object) => Object.keys(problems).length > 0;

/** A saved card the server has not judged expired: the only kind a payment can go to. */
const chargeable = (card: Card) => !card.expired;

function firstProblem(context: CheckoutContext): FocusTarget | null {
  const contact = contactProblems(context.contact);
  const field = CONTACT_FIELDS.find((f) => contact[f]);
  if (field) return `contact.${field}`;
  if (context.payWith === 'new') {
    const card = cardProblems(context.newCard);
    const cardField = CARD_FIELDS.find((f) => card[f]);
    if (cardField) return `card.${cardField}`;
  } else if (context.selectedCardId === null) return 'card.saved';
  if (context.preview?.invalidCoupons.length) return 'coupons';
  if (!context.agreement) return 'agreement';
  return null;
}

function blockersOf(context: CheckoutContext): PayBlocker[] {
  const out: PayBlocker[] = [];
  if (context.preview?.invalidCoupons.length) out.push('invalidCoupons');
  if (!context.agreement) out.push('agreement');
  return out;
}

/** The idempotency key of a new attempt. */
function newAttemptKey(): string {
  return globalThis.crypto.randomUUID();
}

function payRequest(context: CheckoutContext, idempotencyKey: string): PlaceOrderRequest {
  const { productCode, subscriptionTime, currency } = context.order;
  const card = context.payWith === 'new' ? toNewCard(context.newCard) : null;
  return {
    productCode,
    subscriptionTime,
    currency,
    coupons: [...context.coupons],
    ...(card
      ? { card, saveCard: context.newCard.save }
      : { cardId: context.selectedCardId ?? 0, saveCard: false }),
    agreement: context.agreement,
    idempotencyKey,
    contact: v.parse(ContactInput, context.contact),
    lang: context.lang,
  };
}

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    // The running attempt is read by the pay panel (its notices, its "Try again").
    children: {} as { payAttempt: 'payAttempt' },
  },
  actors: {
    // Bound at the app's edge to the API (pc/uc, pc/c, pc/uc1, pc/po) and to fakes in tests.
    loadContact: fromPromise<SavedContact | null>(() =>
      Promise.reject(new Error('loadContact is provided by the app')),
    ),
    loadCards: fromPromise<Card[]>(() =>
      Promise.reject(new Error('loadCards is provided by the app')),
    ),
    loadOwnCodes: fromPromise<Coupon[], { currency: Currency }>(() =>
      Promise.reject(new Error('loadOwnCodes is provided by the app')),
    ),
    previewOrder: fromPromise<OrderPreview, PreviewOrderRequest>(() =>
      Promise.reject(new Error('previewOrder is provided by the app')),
    ),
    // Its `pay` is bound at the app's edge to place order (pc/pc).
    payAttempt: payAttemptMachine,
  },
  guards: {
    formOpen: stateIn('#checkout.payment.idle'),
    previewReady: stateIn('#checkout.summary.ready'),
    contactComplete: ({ context }) => !hasProblems(contactProblems(context.contact)),
    paymentMethodComplete: ({ context }) =>
      context.payWith === 'new'
        ? !hasProblems(cardProblems(context.newCard))
        : context.selectedCardId !== null,
    noInvalidCoupons: ({ context }) => (context.preview?.invalidCoupons.length ?? 0) === 0,
    agreementAccepted: ({ context }) => context.agreement,
    hasSavedCards: ({ context }) => context.cards.some(chargeable),
    knownCard: ({ context, event }) =>
      event.type === 'card.select' &&
      context.cards.some((c) => c.id === event.cardId && chargeable(c)),
    couponDraftUsable: ({ context }) =>
      couponDraftProblem(context.couponDraft, context.coupons) === null,
    ownCodeOffered: ({ context, event }) =>
      event.type === 'coupon.pick' && pickableCodes(context).includes(event.code),
    cardsFound: (_, cards: Card[]) => cards.some(chargeable),
    paid: (_, outcome: Result<unknown>) => outcome.ok,
    couponsRefused: (_, outcome: Result<unknown>) =>
      !outcome.ok && outcome.problem.code === ERROR.invalidCouponsPresent,
  },
  actions: {
    prefillContact: assign({
      contact: ({ context }, saved: SavedContact | null) =>
        saved
          ? { ...saved }
          : {
              ...EMPTY_CONTACT,
              billingEmail: context.account.email,
              phone: context.account.mobileNumber,
            },
    }),
    editContact: assign(({ context, event }) => {
      if (event.type === 'contact.change') {
        return { contact: { ...context.contact, [event.field]: event.value.slice(0, 254) } };
      }
      if (event.type === 'contact.save') {
        return { contact: { ...context.contact, saveAsContact: event.value } };
      }
      return {};
    }),
    touchContact: assign({
      contactTouched: ({ context, event }) =>
        event.type === 'contact.blur'
          ? { ...context.contactTouched, [event.field]: true }
          : context.contactTouched,
    }),
    storeCards: assign({
      cards: (_, cards: Card[]) => cards,
      selectedCardId: (_, cards: Card[]) =>
        (cards.find((c) => c.isDefault && chargeable(c)) ?? cards.find(chargeable))?.id ?? null,
    }),
    markCardsUnavailable: assign({ cards: [], cardsUnavailable: true }),
    payWithSaved: assign({ payWith: 'saved' }),
    payWithNew: assign({ payWith: 'new' }),
    selectCard: assign({
      selectedCardId: ({ context, event }) =>
        event.type === 'card.select' ? event.cardId : context.selectedCardId,
    }),
    editCard: assign(({ context, event }) => {
      if (event.type === 'card.change') {
        return {
          newCard: { ...context.newCard, [event.field]: formatCardField(event.field, event.value) },
        };
      }
      if (event.type === 'card.save') return { newCard: { ...context.newCard, save: event.value } };
      return {};
    }),
    touchCard: assign({
      cardTouched: ({ context, event }) =>
        event.type === 'card.blur'
          ? { ...context.cardTouched, [event.field]: true }
          : context.cardTouched,
    }),
    // A declined card is not typed again by mistake: number, expiry and CVV start blank.
    forgetCardDetails: assign({
      newCard: ({ context }) => ({
        ...EMPTY_CARD_FORM,
        holder: context.newCard.holder,
        save: context.newCard.save,
      }),
      cardTouched: {},
    }),
    editCouponDraft: assign({
      couponDraft: ({ event }) => (event.type === 'coupon.draft' ? event.value.slice(0, 40) : ''),
      couponDraftProblem: null,
    }),
    addCoupon: assign({
      coupons: ({ context }) => [...context.coupons, normaliseCouponCode(context.couponDraft)],
      couponDraft: '',
      couponDraftProblem: null,
    }),
    // The currency is the one asked for: the order may change currency before the answer comes.
    askOwnCodes: assign({
      ownCodes: ({ context }) => ({ currency: context.order.currency, codes: [] }),
    }),
    storeOwnCodes: assign({
      ownCodes: ({ context }, coupons: Coupon[]) => ({
        currency: context.ownCodes?.currency ?? context.order.currency,
        codes: coupons.map((c) => normaliseCouponCode(c.code)),
      }),
    }),
    forgetOwnCodes: assign({ ownCodes: null }),
    pickCoupon: assign({
      coupons: ({ context, event }) =>
        event.type === 'coupon.pick' ? [...context.coupons, event.code] : context.coupons,
      couponDraftProblem: null,
    }),
    refuseCouponDraft: assign({
      couponDraftProblem: ({ context }) => couponDraftProblem(context.couponDraft, context.coupons),
    }),
    removeCoupon: assign({
      coupons: ({ context, event }) =>
        event.type === 'coupon.remove'
          ? context.coupons.filter((c) => c !== normaliseCouponCode(event.code))
          : context.coupons,
    }),
    refreshSummary: raise({ type: 'summary.refresh' }),
    changeOrder: assign({
      order: ({ context, event }) =>
        event.type === 'order.change' ? { ...event.order } : context.order,
    }),
    storePreview: assign({ preview: (_, preview: OrderPreview) => preview, previewProblem: null }),
    storePreviewProblem: assign({
      previewProblem: (_, params: { error: unknown }) => toProblem(params.error),
    }),
    acceptAgreement: assign({ agreement: true }),
    withdrawAgreement: assign({ agreement: false }),
    // A refusal message goes away as soon as its cause does.
    recheckBlockers: assign({
      blockers: ({ context }) => context.blockers.filter((b) => blockersOf(context).includes(b)),
    }),
    revealProblems: assign({
      submitted: true,
      blockers: ({ context }) => blockersOf(context),
    }),
    focusFirstProblem: emit(({ context }) => ({
      type: 'checkout.focus' as const,
      target: firstProblem(context) ?? 'agreement',
    })),
    focusCard: emit(({ context }) => ({
      type: 'checkout.focus' as const,
      target: context.payWith === 'new' ? ('card.number' as const) : ('card.saved' as const),
    })),
    clearRefusals: assign({ blockers: [], failure: null }),
    storeFailure: assign({
      failure: (_, outcome: Result<unknown>) =>
        outcome.ok ? null : { code: outcome.problem.code, message: outcome.problem.message },
    }),
    blockInvalidCoupons: assign({ blockers: ['invalidCoupons'] as PayBlocker[] }),
    clearFailure: assign({ failure: null }),
    storeOrder: assign({
      placed: (_, outcome: Result<unknown>) => (outcome.ok ? (outcome.value as PlacedOrder) : null),
      newCard: EMPTY_CARD_FORM,
    }),
  },
}).createMachine({
  id: 'checkout',
  description:
    'The checkout page: the buyer gives contact details, picks or enters a card, may apply coupons, ticks the purchase agreement and pays. Amounts always come from the server’s preview.',
  type: 'parallel',
  context: ({ input }) => ({
    order: { ...input.order },
    lang: input.lang,
    account: input.account ?? { email: '', mobileNumber: '' },
    contact: { ...EMPTY_CONTACT },
    contactTouched: {},
    cards: [],
    cardsUnavailable: false,
    payWith: 'new',
    selectedCardId: null,
    newCard: { ...EMPTY_CARD_FORM },
    cardTouched: {},
    couponDraft: '',
    couponDraftProblem: null,
    coupons: initialCoupons(input.coupons),
    ownCodes: null,
    preview: null,
    previewProblem: null,
    agreement: false,
    submitted: false,
    blockers: [],
    failure: null,
    placed: null,
  }),
  on: {
    'order.change': {
      guard: 'formOpen',
      actions: ['changeOrder', 'refreshSummary'],
      description:
        'The buyer chose another product, billing cycle or currency: ask the server for a new preview. Contact, card and coupons stay.',
    },
  },
  states: {
    contact: {
      description:
        'Contact and billing details: first name, last name, billing e-mail, phone, and whether to save them as the contact.',
      initial: 'loading',
      states: {
        loading: {
          description: 'Reading the saved contact details so the buyer does not type them again.',
          invoke: {
            id: 'loadContact',
            src: 'loadContact',
            onDone: {
              target: 'editing',
              actions: { type: 'prefillContact', params: ({ event }) => event.output },
              description:
                'Start from the saved contact; when none is saved, from the account’s e-mail and mobile number.',
            },
            onError: {
              target: 'editing',
              actions: { type: 'prefillContact', params: null },
              description:
                'The saved contact could not be read: start from the account’s e-mail and mobile number.',
            },
          },
        },
        editing: {
          description:
            'The buyer can edit the details. Problems ("Can’t be blank!", "Email is not validated!", "Please enter your mobile number!") show at a field once it was left or a pay click was refused.',
          on: {
            'contact.change': {
              guard: 'formOpen',
              actions: 'editContact',
              description: 'The buyer types in a contact field.',
            },
            'contact.save': {
              guard: 'formOpen',
              actions: 'editContact',
              description: 'The buyer ticks or clears “save as my contact details”.',
            },
            'contact.blur': {
              actions: 'touchContact',
              description: 'The buyer leaves a field: its problem, if any, shows now.',
            },
          },
        },
      },
    },
    card: {
      description:
        'How to pay: one of the saved cards, or one new card (only one card can be added at a time).',
      initial: 'loading',
      states: {
        loading: {
          description: 'Reading the saved cards (brand, last four digits, expiry).',
          invoke: {
            id: 'loadCards',
            src: 'loadCards',
            onDone: [
              {
                guard: { type: 'cardsFound', params: ({ event }) => event.output },
                target: 'saved',
                actions: { type: 'storeCards', params: ({ event }) => event.output },
                description:
                  'There are saved cards that have not expired: offer them, the default one chosen (an expired one is shown, not offered).',
              },
              {
                target: 'new',
                actions: { type: 'storeCards', params: ({ event }) => event.output },
                description: 'No saved card that can still be charged: ask for a new one.',
              },
            ],
            onError: {
              target: 'new',
              actions: 'markCardsUnavailable',
              description:
                'The saved cards could not be read: the buyer can still enter a new card.',
            },
          },
        },
        saved: {
          description: 'Paying with a saved card; the buyer can choose another or add a new one.',
          entry: 'payWithSaved',
          on: {
            'card.select': {
              guard: and(['formOpen', 'knownCard']),
              actions: 'selectCard',
              description: 'The buyer chooses one of their saved cards.',
            },
            'card.new': {
              guard: 'formOpen',
              target: 'new',
              description: 'The buyer wants to pay with a new card instead.',
            },
          },
        },
        new: {
          description:
            'Entering one new card: cardholder name, number (brand shown as it is typed), expiry, CVV, and whether to save it. Number, expiry and CVV are checked before paying.',
          entry: 'payWithNew',
          on: {
            'card.change': {
              guard: 'formOpen',
              actions: 'editCard',
              description: 'The buyer types in a card field.',
            },
            'card.save': {
              guard: 'formOpen',
              actions: 'editCard',
              description: 'The buyer ticks or clears “save this card”.',
            },
            'card.blur': {
              actions: 'touchCard',
              description: 'The buyer leaves a card field: its problem, if any, shows now.',
            },
            'card.useSaved': {
              guard: and(['formOpen', 'hasSavedCards']),
              target: 'saved',
              description: 'The buyer goes back to their saved cards.',
            },
          },
        },
      },
    },
    coupons: {
      description:
        'Coupons the buyer types or picks from their own promo codes (a promo-code link applies its code from the start). The server’s preview says which are valid; invalid ones show with their error code until removed.',
      initial: 'loading',
      on: {
        'coupon.draft': {
          actions: 'editCouponDraft',
          description: 'The buyer types a coupon code.',
        },
        'coupon.apply': [
          {
            guard: and(['formOpen', 'couponDraftUsable']),
            actions: ['addCoupon', 'refreshSummary'],
            description: 'Add the code to the order and ask the server what it is worth.',
          },
          {
            guard: 'formOpen',
            actions: 'refuseCouponDraft',
            description: 'The code is empty, malformed, already applied, or one too many: say so.',
          },
        ],
        'coupon.pick': {
          guard: and(['formOpen', 'ownCodeOffered']),
          actions: ['pickCoupon', 'refreshSummary'],
          description:
            'The buyer picks one of their own promo codes: add it to the order and ask the server what it is worth.',
        },
        'coupon.remove': {
          guard: 'formOpen',
          actions: ['removeCoupon', 'refreshSummary'],
          description: 'A coupon is removed: ask the server for the new price.',
        },
      },
      states: {
        loading: {
          description:
            'Reading the buyer’s own unused promo codes for this currency, to offer them; a code can be typed meanwhile.',
          entry: 'askOwnCodes',
          invoke: {
            id: 'loadOwnCodes',
            src: 'loadOwnCodes',
            input: ({ context }) => ({ currency: context.order.currency }),
            onDone: {
              target: 'idle',
              actions: { type: 'storeOwnCodes', params: ({ event }) => event.output },
              description: 'Offer each of them to apply with one click (none: nothing to offer).',
            },
            onError: {
              target: 'idle',
              actions: 'forgetOwnCodes',
              description: 'They could not be read: nothing is offered, and a code can be typed.',
            },
          },
        },
        idle: {
          description: 'Waiting for the buyer to type, pick, apply or remove a coupon.',
        },
      },
    },
    agreement: {
      description: 'The Term Purchase Agreement tick box; paying is refused until it is ticked.',
      initial: 'unticked',
      states: {
        unticked: {
          description: 'Not ticked yet.',
          on: {
            'agreement.tick': {
              guard: 'formOpen',
              target: 'ticked',
              actions: ['acceptAgreement', 'recheckBlockers'],
              description: 'The buyer accepts the agreement; a refusal about it goes away.',
            },
          },
        },
        ticked: {
          description: 'The buyer accepted the agreement.',
          on: {
            'agreement.untick': {
              guard: 'formOpen',
              target: 'unticked',
              actions: 'withdrawAgreement',
              description: 'The buyer clears the tick.',
            },
          },
        },
      },
    },
    summary: {
      description:
        'The order summary as the server prices it: lines, discounts, trial days, due today, next billing date and amount. Nothing is computed in the browser.',
      initial: 'loading',
      on: {
        'summary.refresh': {
          // Not `reenter`: that would exit the whole parallel page and reload every region.
          target: '.loading',
          description:
            'Coupons or the plan changed: ask again (an answer to the older question is ignored).',
        },
      },
      states: {
        loading: {
          description: 'Asking the server to price the order with the applied coupons.',
          invoke: {
            id: 'previewOrder',
            src: 'previewOrder',
            input: ({ context }) => ({
              ...context.order,
              coupons: context.coupons,
              lang: context.lang,
            }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'storePreview', params: ({ event }) => event.output },
                'recheckBlockers',
              ],
              description: 'Show the server’s summary and mark any invalid coupons.',
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'storePreviewProblem',
                params: ({ event }) => ({ error: event.error }),
              },
              description:
                'The order could not be priced (for example the currency is locked): say why, offer a retry.',
            },
          },
        },
        ready: {
          description: 'The summary is shown and up to date.',
        },
        failed: {
          description: 'The summary could not be loaded; paying waits until it is.',
          on: {
            'summary.retry': {
              target: 'loading',
              description: 'The buyer asks to try loading the summary again.',
            },
          },
        },
      },
    },
    payment: {
      description:
        'Placing the order and paying. Every attempt carries one idempotency key, kept when a lost answer is resent, so the buyer is never charged twice.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The buyer is filling in the form; nothing is being paid.',
          on: {
            'checkout.submit': [
              {
                guard: and([
                  'previewReady',
                  'contactComplete',
                  'paymentMethodComplete',
                  'noInvalidCoupons',
                  'agreementAccepted',
                ]),
                target: 'paying',
                actions: 'clearRefusals',
                description:
                  'Everything is in order: start a new pay attempt with a fresh idempotency key.',
              },
              {
                actions: ['revealProblems', 'focusFirstProblem'],
                description:
                  'Something is missing: show every problem at its field, "Please delete invalid coupons" and "Please check the Term Purchase Agreement first" as they apply, and move to the first problem.',
              },
            ],
          },
        },
        paying: {
          description:
            'A pay attempt runs (see the pay attempt statechart: lost answers are resent with the same key, and the buyer is asked when the server stays out of reach). The form is locked.',
          invoke: {
            id: 'payAttempt',
            src: 'payAttempt',
            // The key is made here, once per attempt; the card number lives only in the attempt.
            input: ({ context }) => ({ request: payRequest(context, newAttemptKey()) }),
            onDone: [
              {
                guard: { type: 'paid', params: ({ event }) => event.output },
                target: 'succeeded',
                actions: { type: 'storeOrder', params: ({ event }) => event.output },
                description: 'Paid: go to the success page.',
              },
              {
                guard: { type: 'couponsRefused', params: ({ event }) => event.output },
                target: 'idle',
                actions: ['blockInvalidCoupons', 'refreshSummary'],
                description:
                  'The server found an invalid coupon after all: back to the form with "Please delete invalid coupons" and a fresh summary.',
              },
              {
                target: 'failed',
                actions: { type: 'storeFailure', params: ({ event }) => event.output },
                description:
                  'The payment was refused (for example the card was declined): show the code.',
              },
            ],
          },
        },
        failed: {
          description:
            'The payment failed: "The system is experiencing technical difficulties. Error Code {code}. Please try again."',
          on: {
            'payment.retry': {
              target: 'paying',
              actions: 'clearRefusals',
              description: 'The buyer tries again with the same details: a new attempt, new key.',
            },
            'payment.changeCard': {
              target: 'idle',
              actions: ['clearFailure', 'forgetCardDetails', 'focusCard'],
              description:
                'The buyer goes back to change the card. Contact details, coupons and the agreement are kept.',
            },
          },
        },
        succeeded: {
          type: 'final',
          description: 'The order is placed; the receipt goes to the contact e-mail.',
        },
      },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;

type CheckoutSnapshot = { context: CheckoutContext };

/** Contact problems the buyer should see now: at fields they left, or all after a refused pay. */
export function selectContactProblems(snapshot: CheckoutSnapshot) {
  const { contact, contactTouched, submitted } = snapshot.context;
  const all = contactProblems(contact);
  return Object.fromEntries(
    CONTACT_FIELDS.filter((f) => all[f] && (submitted || contactTouched[f])).map((f) => [
      f,
      all[f],
    ]),
  ) as ReturnType<typeof contactProblems>;
}

export function selectCardProblems(snapshot: CheckoutSnapshot) {
  const { newCard, cardTouched, submitted } = snapshot.context;
  const all = cardProblems(newCard);
  return Object.fromEntries(
    CARD_FIELDS.filter((f) => all[f] && (submitted || cardTouched[f])).map((f) => [f, all[f]]),
  ) as ReturnType<typeof cardProblems>;
}

export const selectCardBrand = (snapshot: CheckoutSnapshot) =>
  cardBrand(snapshot.context.newCard.number);

/**
 * The buyer's own codes read for the order's currency (none for another), each marked once
 * applied: the list stays put as codes are picked, so a second click never lands on the next one.
 */
export function ownCodeChoices(context: CheckoutContext): { code: string; applied: boolean }[] {
  const { ownCodes, order, coupons } = context;
  if (!ownCodes || ownCodes.currency !== order.currency) return [];
  return ownCodes.codes.map((code) => ({ code, applied: coupons.includes(code) }));
}

/** As many coupons applied as an order takes: none can be added, typed or picked. */
export const couponsFull = (context: CheckoutContext) => context.coupons.length >= MAX_COUPONS;

/** The own codes one click would apply now: not applied yet, while another can still be added. */
export function pickableCodes(context: CheckoutContext): string[] {
  if (couponsFull(context)) return [];
  return ownCodeChoices(context)
    .filter((choice) => !choice.applied)
    .map((choice) => choice.code);
}

/** Applied codes with the server's verdict: valid, invalid (with code), or not priced yet. */
export function selectAppliedCoupons(snapshot: CheckoutSnapshot) {
  const { coupons, preview } = snapshot.context;
  return coupons.map((code) => {
    const invalid = preview?.invalidCoupons.find((c) => c.code === code);
    const discount = preview?.discounts.find((d) => d.code === code);
    return { code, invalid: invalid ?? null, discount: discount ?? null };
  });
}
