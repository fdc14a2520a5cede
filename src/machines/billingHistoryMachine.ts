import { assign, fromPromise, setup } from 'xstate';
import type { BillingRecord } from '../api/contract/billing';
import type { Lang } from '../api/contract/common';
import type { Result } from '../api/contract/result';

/** Charges read per request: a screenful at a time, so 500 rows never arrive at once. */
export const BILLING_PAGE_SIZE = 50;

export interface BillingHistoryInput {
  orderId: number;
  lang: Lang;
}

export interface BillingPageRequest {
  orderId: number;
  lang: Lang;
  pageNumber: number;
  pageSize: number;
}

export interface BillingPageAnswer {
  productName: string;
  records: BillingRecord[];
  total: number;
}

export interface BillingHistoryContext {
  orderId: number;
  lang: Lang;
  /** The plan's product, as the server names it in the reader's language. */
  productName: string | null;
  /** Every charge read so far, newest first. */
  records: BillingRecord[];
  /** How many charges the plan has in all. */
  total: number;
  /** Pages read so far: the next page to ask for. */
  pages: number;
  /** The server's code when it refused the last read; null when no answer came or none failed. */
  failureCode: string | null;
}

type Answer = Result<BillingPageAnswer>;

export const billingHistoryMachine = setup({
  types: {
    input: {} as BillingHistoryInput,
    context: {} as BillingHistoryContext,
    events: {} as { type: 'history.retry' } | { type: 'history.more' },
    tags: {} as 'busy' | 'loadingMore',
  },
  actors: {
    // Bound at the app's edge to GET pc/gps; fakes in tests. The first page may be refused (not
    // this user's plan); a later one rejects with the server's Problem or the network error.
    loadPage: fromPromise<Answer, BillingPageRequest>(() =>
      Promise.reject(new Error('loadPage is provided by the app')),
    ),
    loadMore: fromPromise<BillingPageAnswer, BillingPageRequest>(() =>
      Promise.reject(new Error('loadMore is provided by the app')),
    ),
  },
  guards: {
    refused: (_, answer: Answer) => !answer.ok,
    hasMore: ({ context }) => context.records.length < context.total,
  },
  actions: {
    // A charge made between two reads moves the pages by one: a record already shown is not repeated.
    addPage: assign(({ context }, page: BillingPageAnswer) => {
      const known = new Set(context.records.map((r) => r.id));
      return {
        productName: page.productName,
        records: [...context.records, ...page.records.filter((r) => !known.has(r.id))],
        total: page.total,
        pages: context.pages + 1,
        failureCode: null,
      };
    }),
    // The server's code when it refused (a Problem); none when no answer came.
    noteFailure: assign((_, error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      return { failureCode: typeof code === 'string' ? code : null };
    }),
  },
}).createMachine({
  id: 'billingHistory',
  description:
    'Billing history of one plan: every charge with its date, product, card, amount, amount paid, status and invoice, newest first, read a page at a time so a long history shows at once and grows on request.',
  context: ({ input }) => ({
    orderId: input.orderId,
    lang: input.lang,
    productName: null,
    records: [],
    total: 0,
    pages: 0,
    failureCode: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      description: 'Reading the newest charges of the plan from the server.',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({
          orderId: context.orderId,
          lang: context.lang,
          pageNumber: 0,
          pageSize: BILLING_PAGE_SIZE,
        }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'notFound',
            description: 'The plan is not in this account: nothing of it is shown.',
          },
          {
            target: 'listed',
            actions: {
              type: 'addPage',
              params: ({ event }) => (event.output as { value: BillingPageAnswer }).value,
            },
            description: 'Show the newest charges and how many there are in all (none: say so).',
          },
        ],
        onError: {
          target: 'failed',
          description: 'The history could not be read: say so and offer to try again.',
        },
      },
    },
    failed: {
      description: 'The history could not be loaded; nothing about the charges is guessed.',
      on: {
        'history.retry': {
          target: 'loading',
          description: 'The investor asks to load the history again.',
        },
      },
    },
    notFound: {
      description: 'No such plan in this account: a way back to My Plan, and no charges.',
    },
    listed: {
      description:
        'The charges read so far are shown, with how many there are; more can be asked for while some are not shown.',
      on: {
        'history.more': {
          guard: 'hasMore',
          target: 'loadingMore',
          description: 'The investor asks for the next, older charges.',
        },
      },
    },
    loadingMore: {
      tags: 'loadingMore',
      description: 'Reading the next page of older charges; the ones shown stay.',
      invoke: {
        id: 'loadMore',
        src: 'loadMore',
        input: ({ context }) => ({
          orderId: context.orderId,
          lang: context.lang,
          pageNumber: context.pages,
          pageSize: BILLING_PAGE_SIZE,
        }),
        onDone: {
          target: 'listed',
          actions: { type: 'addPage', params: ({ event }) => event.output },
          description: 'The older charges join the list below the ones shown.',
        },
        onError: {
          target: 'moreFailed',
          actions: {
            type: 'noteFailure',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
          description:
            'The next page could not be read (a refusal shows its code): the charges shown stay.',
        },
      },
    },
    moreFailed: {
      description:
        'The older charges could not be loaded; the ones shown stay and the investor may try again.',
      on: {
        'history.more': {
          target: 'loadingMore',
          description: 'The investor tries loading the older charges again.',
        },
      },
    },
  },
});
