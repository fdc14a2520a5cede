import { type ActorRefFrom, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { CardPage } from '../api/cards';
import type { Card } from '../api/contract/cards';
import { type CardOutput, cardMachine } from './cardMachine';
import { type NewCardOutput, newCardMachine } from './newCardMachine';

/** What the list last did, said once in a status line. */
export type CardsNotice = { kind: 'added' | 'deleted'; card: Card } | null;

export interface CardsContext {
  /** The saved cards read so far (pages of 10 from page 0, spec §9), default first. */
  cards: Card[];
  /** One actor per card, in the same order: each runs its own delete dialog. */
  cardRefs: ActorRefFrom<typeof cardMachine>[];
  /** How many cards the account has in all: more pages are offered while fewer are shown. */
  total: number;
  /** The last page read. */
  pageNumber: number;
  notice: CardsNotice;
}

/** A card's actor reached its end (it deleted its card): `actorId` is card-<id>. */
type CardDone = { type: `xstate.done.actor.card-${number}`; actorId: string; output: CardOutput };

export type CardsEvent =
  | { type: 'cards.retry' }
  | { type: 'cards.more' }
  | { type: 'card.add' }
  | CardDone;

/**
 * Payment Method: the saved cards, page by page, with the add bank card dialog (one card at a
 * time: the dialog is the only way in, and only one can be open) and a child actor per card for
 * its own delete dialog.
 */
export const cardsMachine = setup({
  types: {
    context: {} as CardsContext,
    events: {} as CardsEvent,
    tags: {} as 'busy' | 'dialog',
    children: {} as { newCard: 'newCard' },
  },
  actors: {
    card: cardMachine,
    newCard: newCardMachine,
    // Bound at the app's edge to GET pc/c.
    loadPage: fromPromise<CardPage, { pageNumber: number }>(() =>
      Promise.reject(new Error('loadPage is provided by the app')),
    ),
  },
  guards: {
    isCard: (_, actorId: string | undefined) => actorId?.startsWith('card-') ?? false,
    hasMore: ({ context }) => context.cards.length < context.total,
    stored: (_, output: NewCardOutput) => output !== null,
  },
  actions: {
    // A fresh first page replaces every card actor (a new default card changes the others).
    showFirstPage: enqueueActions(({ context, enqueue }, page: CardPage) => {
      for (const ref of context.cardRefs) enqueue.stopChild(ref);
      enqueue.assign(({ spawn }) => ({
        cards: page.cards,
        total: page.total,
        pageNumber: 0,
        cardRefs: page.cards.map((card) =>
          spawn('card', { id: `card-${card.id}`, input: { card } }),
        ),
      }));
    }),
    appendPage: assign(({ context, spawn }, page: CardPage) => {
      const known = new Set(context.cards.map((card) => card.id));
      // A card added or deleted elsewhere shifts the pages: never show one twice.
      const fresh = page.cards.filter((card) => !known.has(card.id));
      return {
        cards: [...context.cards, ...fresh],
        cardRefs: [
          ...context.cardRefs,
          ...fresh.map((card) => spawn('card', { id: `card-${card.id}`, input: { card } })),
        ],
        total: page.total,
        pageNumber: context.pageNumber + 1,
      };
    }),
    drop: enqueueActions(({ context, enqueue }, cardId: number) => {
      const index = context.cards.findIndex((card) => card.id === cardId);
      const card = context.cards[index];
      const ref = context.cardRefs[index];
      if (!card || !ref) return;
      enqueue.stopChild(ref);
      enqueue.assign({
        cards: context.cards.filter((c) => c.id !== cardId),
        cardRefs: context.cardRefs.filter((r) => r !== ref),
        total: Math.max(0, context.total - 1),
        notice: { kind: 'deleted', card },
      });
    }),
    noteAdded: assign((_, card: NewCardOutput) => ({
      notice: card ? { kind: 'added' as const, card } : null,
    })),
    forgetNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'cards',
  description:
    'Payment Method: the saved cards (brand, last four, expiry, holder, the plans each pays for), ten at a time, with the add bank card and delete bank card dialogs.',
  context: { cards: [], cardRefs: [], total: 0, pageNumber: 0, notice: null },
  initial: 'loading',
  on: {
    'xstate.done.actor.*': {
      guard: { type: 'isCard', params: ({ event }) => (event as CardDone).actorId },
      actions: { type: 'drop', params: ({ event }) => (event as CardDone).output.cardId },
      description: 'A card’s own actor deleted its card: drop it from the list and say so.',
    },
  },
  states: {
    loading: {
      tags: 'busy',
      description: 'Reading the first page of saved cards.',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: { pageNumber: 0 },
        onDone: {
          target: 'listed',
          actions: { type: 'showFirstPage', params: ({ event }) => event.output },
          description: 'Show the cards (or, with none, a way to add one).',
        },
        onError: {
          target: 'failed',
          description: 'The cards could not be read: say so and offer to try again.',
        },
      },
    },
    failed: {
      description: 'The cards could not be loaded; no empty list pretends there are none.',
      on: {
        'cards.retry': { target: 'loading', description: 'The investor asks to load again.' },
      },
    },
    listed: {
      description: 'The cards read so far, each with Delete, and Add bank card.',
      initial: 'idle',
      on: {
        'card.add': {
          target: 'adding',
          actions: 'forgetNotice',
          description: 'The investor opens the add bank card dialog.',
        },
      },
      states: {
        idle: {
          description: 'Nothing under way; "Show more cards" while some are not shown yet.',
          on: {
            'cards.more': {
              guard: 'hasMore',
              target: 'loadingMore',
              actions: 'forgetNotice',
              description: 'The investor asks for the next ten cards.',
            },
          },
        },
        loadingMore: {
          tags: 'busy',
          description: 'Reading the next page; the cards shown stay.',
          invoke: {
            id: 'loadMore',
            src: 'loadPage',
            input: ({ context }) => ({ pageNumber: context.pageNumber + 1 }),
            onDone: {
              target: 'idle',
              actions: { type: 'appendPage', params: ({ event }) => event.output },
              description: 'Add the next cards below the others.',
            },
            onError: {
              target: 'moreFailed',
              description: 'The next page could not be read: say so; the cards shown stay.',
            },
          },
        },
        moreFailed: {
          description: 'The next page could not be loaded; the investor may ask again.',
          on: {
            'cards.more': {
              target: 'loadingMore',
              description: 'The investor tries the next page again.',
            },
          },
        },
      },
    },
    adding: {
      tags: 'dialog',
      description:
        'The add bank card dialog is open (its own statechart); only one card can be added at a time.',
      invoke: {
        id: 'newCard',
        src: 'newCard',
        onDone: [
          {
            guard: { type: 'stored', params: ({ event }) => event.output },
            target: 'loading',
            actions: { type: 'noteAdded', params: ({ event }) => event.output },
            description:
              'A card was stored: say so and read the list again (it may be the new default).',
          },
          { target: 'listed', description: 'The dialog was closed: nothing changed.' },
        ],
      },
    },
  },
});
