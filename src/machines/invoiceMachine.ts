import { assign, fromPromise, setup } from 'xstate';
import type { Invoice } from '../api/contract/billing';
import type { Lang } from '../api/contract/common';
import type { Result } from '../api/contract/result';

export interface InvoiceInput {
  invoiceId: number;
  lang: Lang;
}

export interface InvoiceContext {
  invoiceId: number;
  lang: Lang;
  /** The invoice as the server issued it; null until it is read. */
  invoice: Invoice | null;
  /** How many times the investor asked to print it (the browser's print dialog opened). */
  printed: number;
}

type Answer = Result<{ invoice: Invoice }>;

export const invoiceMachine = setup({
  types: {
    input: {} as InvoiceInput,
    context: {} as InvoiceContext,
    events: {} as { type: 'invoice.retry' } | { type: 'invoice.print' },
    tags: {} as 'busy',
  },
  actors: {
    // Bound at the app's edge to GET pc/uc/se; refused (0004) when the invoice is not the user's.
    loadInvoice: fromPromise<Answer, InvoiceInput>(() =>
      Promise.reject(new Error('loadInvoice is provided by the app')),
    ),
  },
  actions: {
    // Bound at the app's edge to the browser's print dialog (where "Save as PDF" is offered).
    print: () => {},
    countPrint: assign({ printed: ({ context }) => context.printed + 1 }),
  },
  guards: {
    refused: (_, answer: Answer) => !answer.ok,
  },
}).createMachine({
  id: 'invoice',
  description:
    'One invoice of a plan: who it is made out to, the period it bills, its items and adjustments, subtotal, tax and total, in the reader’s language, ready to print or save as a PDF.',
  context: ({ input }) => ({
    invoiceId: input.invoiceId,
    lang: input.lang,
    invoice: null,
    printed: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      description: 'Reading the invoice from the server.',
      invoke: {
        id: 'loadInvoice',
        src: 'loadInvoice',
        input: ({ context }) => ({ invoiceId: context.invoiceId, lang: context.lang }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'notFound',
            description: 'The invoice is not in this account: nothing of it is shown.',
          },
          {
            target: 'shown',
            actions: assign({
              invoice: ({ event }) =>
                (event.output as { value: { invoice: Invoice } }).value.invoice,
            }),
            description: 'Show the invoice as it was issued.',
          },
        ],
        onError: {
          target: 'failed',
          description: 'The invoice could not be read: say so and offer to try again.',
        },
      },
    },
    failed: {
      description: 'The invoice could not be loaded; no figure of it is guessed.',
      on: {
        'invoice.retry': {
          target: 'loading',
          description: 'The investor asks to load the invoice again.',
        },
      },
    },
    notFound: {
      description: 'No such invoice in this account: a way back to My Plan, and nothing of it.',
    },
    shown: {
      description:
        'The invoice is on screen; printing it gives one A4 page without the app’s navigation.',
      on: {
        'invoice.print': {
          actions: ['countPrint', 'print'],
          description: 'The investor prints the invoice or saves it as a PDF.',
        },
      },
    },
  },
});
