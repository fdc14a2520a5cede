import { assign, emit, setup } from 'xstate';
import type { Card, StoreCardRequest } from '../api/contract/cards';
import type { Problem, Result } from '../api/contract/result';
import {
  CARD_FIELDS,
  type CardField,
  type CardForm,
  type CardProblem,
  cardBrand,
  cardProblems,
  EMPTY_CARD_FORM,
  formatCardField,
  toNewCard,
} from './checkoutForm';
import { type AttemptRequest, payAttemptMachine } from './payAttemptMachine';

export interface NewCardContext {
  /** What the investor typed. The number and CVV live here only while the dialog is open. */
  form: CardForm;
  /** Make the new card the one new plans are paid with. */
  makeDefault: boolean;
  touched: Partial<Record<CardField, true>>;
  submitted: boolean;
  /** Why the last try was refused (the gateway's or server's code). */
  problem: Problem | null;
  /** The stored card's request under way: one idempotency key per Add. */
  request: (StoreCardRequest & AttemptRequest) | null;
  /** The card as the server stored it, once it has. */
  stored: Card | null;
  /** Worked out for the view: the problems to show now, and the brand as typed. */
  shownProblems: Partial<Record<CardField, CardProblem>>;
  brand: string | null;
}

export type NewCardEvent =
  | { type: 'card.change'; field: CardField; value: string }
  | { type: 'card.blur'; field: CardField }
  | { type: 'card.makeDefault'; value: boolean }
  | { type: 'card.submit' }
  | { type: 'card.cancel' };

export type NewCardEmitted = { type: 'card.focus'; field: CardField };

/** The dialog's end: the stored card, or null when the investor closed it. */
export type NewCardOutput = Card | null;

type Editable = Omit<NewCardContext, 'shownProblems' | 'brand'>;

function derive(context: Editable): NewCardContext {
  const all = cardProblems(context.form);
  const shownProblems = Object.fromEntries(
    CARD_FIELDS.filter((f) => all[f] && (context.submitted || context.touched[f])).map((f) => [
      f,
      all[f],
    ]),
  );
  return { ...context, shownProblems, brand: cardBrand(context.form.number) };
}

const EMPTY: Editable = {
  form: { ...EMPTY_CARD_FORM, save: true },
  makeDefault: false,
  touched: {},
  submitted: false,
  problem: null,
  request: null,
  stored: null,
};

/**
 * The add bank card dialog (spec §2): one card at a time (spec §5), checked as checkout checks it
 * (Luhn, expiry, CVV length), stored through the shared pay attempt so a lost answer is resent
 * with the same key and never stores the card twice. The machine stops when the dialog closes, and
 * the number and CVV go with it.
 */
export const newCardMachine = setup({
  types: {
    context: {} as NewCardContext,
    events: {} as NewCardEvent,
    emitted: {} as NewCardEmitted,
    output: {} as NewCardOutput,
    tags: {} as 'busy' | 'locked',
    children: {} as { payAttempt: 'payAttempt' },
  },
  actors: {
    // Bound at the app's edge to POST pc/std (with the attempt's idempotency key).
    payAttempt: payAttemptMachine,
  },
  guards: {
    hasProblems: ({ context }) => toNewCard(context.form) === null,
    accepted: (_, result: Result<unknown>) => result.ok,
  },
  actions: {
    edit: assign(({ context }, change: { field: CardField; value: string }) =>
      derive({
        ...context,
        form: { ...context.form, [change.field]: formatCardField(change.field, change.value) },
      }),
    ),
    touch: assign(({ context }, field: CardField) =>
      derive({ ...context, touched: { ...context.touched, [field]: true as const } }),
    ),
    tickDefault: assign((_, value: boolean) => ({ makeDefault: value })),
    revealProblems: assign(({ context }) => derive({ ...context, submitted: true })),
    focusFirstProblem: emit(({ context }) => {
      const problems = cardProblems(context.form);
      return {
        type: 'card.focus' as const,
        field: CARD_FIELDS.find((f) => problems[f]) ?? 'holder',
      };
    }),
    newAttempt: assign(({ context }) => ({
      problem: null,
      request: {
        card: toNewCard(context.form) as NonNullable<ReturnType<typeof toNewCard>>,
        makeDefault: context.makeDefault,
        idempotencyKey: globalThis.crypto.randomUUID(),
      },
    })),
    // A refused number is not sent again by mistake: number and CVV start blank, the rest stays.
    refused: assign(({ context }, result: Result<unknown>) =>
      derive({
        ...context,
        form: { ...context.form, number: '', cvc: '' },
        touched: {},
        submitted: false,
        request: null,
        problem: result.ok ? null : result.problem,
      }),
    ),
    storeCard: assign((_, result: Result<unknown>) => ({
      request: null,
      stored: result.ok ? (result.value as { card: Card }).card : null,
    })),
  },
}).createMachine({
  id: 'newCard',
  description:
    'The add bank card dialog: cardholder name, number (brand shown as typed), expiry and CVV, checked before anything is sent, then stored once however often the answer is lost.',
  context: derive(EMPTY),
  initial: 'editing',
  states: {
    editing: {
      description: 'The card form, each field’s problem shown once the investor has left it.',
      on: {
        'card.change': {
          actions: { type: 'edit', params: ({ event }) => event },
          description: 'The investor types; the number is spaced as printed on the card.',
        },
        'card.blur': {
          actions: { type: 'touch', params: ({ event }) => event.field },
          description: 'The investor leaves a field: its problem shows from now on.',
        },
        'card.makeDefault': {
          actions: { type: 'tickDefault', params: ({ event }) => event.value },
          description: 'The investor ticks or unticks "Make this my default card".',
        },
        'card.submit': [
          {
            guard: 'hasProblems',
            actions: ['revealProblems', 'focusFirstProblem'],
            description: 'A field has a problem: show every problem and go to the first.',
          },
          {
            target: 'saving',
            actions: 'newAttempt',
            description: 'The card looks right: store it, with a fresh idempotency key.',
          },
        ],
        'card.cancel': {
          target: 'closed',
          description: 'The investor closes the dialog: nothing is stored, nothing is kept.',
        },
      },
    },
    saving: {
      tags: ['busy', 'locked'],
      description:
        'The card is with the server (and its gateway); the form is locked, so a double click stores one card.',
      invoke: {
        id: 'payAttempt',
        src: 'payAttempt',
        input: ({ context }) => ({ request: context.request as AttemptRequest }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'added',
            actions: { type: 'storeCard', params: ({ event }) => event.output },
            description: 'Stored: the dialog closes and the list shows the new card.',
          },
          {
            target: 'editing',
            actions: { type: 'refused', params: ({ event }) => event.output },
            description:
              'Refused (declined, expired, invalid): show the code; number and CVV must be typed again, the rest stays.',
          },
        ],
      },
    },
    added: {
      type: 'final',
      description: 'The card is stored.',
    },
    closed: {
      type: 'final',
      description: 'Closed without storing a card.',
    },
  },
  output: ({ context }) => context.stored,
});
