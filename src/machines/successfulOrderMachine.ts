import { assign, fromPromise, setup } from 'xstate';
import type { Lang } from '../api/contract/common';
import type { MyPlan } from '../api/contract/plans';

export interface SuccessfulOrderInput {
  /** From the address (?orderId=); null when the page was opened without one. */
  orderId: number | null;
  lang: Lang;
  /** Where checkout said the receipt went, when this tab just placed the order. */
  receiptEmail: string | null;
  /** The account's e-mail: the last resort for naming where the receipt went. */
  accountEmail: string;
}

export interface OrderFacts {
  /** The plan as the server now has it (GET pc/up); null if it is not listed (yet). */
  plan: MyPlan | null;
  /** The saved contact's billing e-mail, if any. */
  contactEmail: string | null;
}

export interface SuccessfulOrderContext {
  orderId: number | null;
  lang: Lang;
  receiptEmail: string | null;
  accountEmail: string;
  plan: MyPlan | null;
}

export const successfulOrderMachine = setup({
  types: {
    input: {} as SuccessfulOrderInput,
    context: {} as SuccessfulOrderContext,
    events: {} as { type: 'order.retry' },
  },
  actors: {
    // Bound at the app's edge to GET pc/up and GET pc/uc; fakes in tests.
    loadOrder: fromPromise<OrderFacts, { orderId: number; lang: Lang }>(() =>
      Promise.reject(new Error('loadOrder is provided by the app')),
    ),
  },
  guards: {
    hasOrderId: ({ context }) => context.orderId !== null,
  },
  actions: {
    storeFacts: assign(({ context }, facts: OrderFacts) => ({
      plan: facts.plan,
      // Spec §2: the receipt goes to the contact e-mail.
      receiptEmail: context.receiptEmail ?? facts.contactEmail ?? context.accountEmail,
    })),
  },
}).createMachine({
  id: 'successfulOrder',
  description:
    'The payment success page: says the receipt is sent to the contact e-mail and shows the new plan’s key dates as the server has them.',
  context: ({ input }) => ({
    orderId: input.orderId,
    lang: input.lang,
    receiptEmail: input.receiptEmail,
    accountEmail: input.accountEmail,
    plan: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Does the address say which order was placed?',
      always: [
        {
          guard: 'hasOrderId',
          target: 'loading',
          description: 'It does: read the plan from the server.',
        },
        {
          target: 'withoutOrder',
          description: 'It does not (opened directly): thank the buyer without plan details.',
        },
      ],
    },
    loading: {
      description: 'Reading the new plan (start, trial end, next payment) and the contact e-mail.',
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId ?? 0, lang: context.lang }),
        onDone: {
          target: 'shown',
          actions: { type: 'storeFacts', params: ({ event }) => event.output },
          description: 'Show the plan’s key dates and where the receipt went.',
        },
        onError: {
          target: 'failed',
          description: 'The plan could not be read: the order stands; offer to try again.',
        },
      },
    },
    shown: {
      description: 'The order is confirmed with the plan’s key dates.',
    },
    failed: {
      description: 'The order is placed, but its details could not be loaded.',
      on: {
        'order.retry': {
          target: 'loading',
          description: 'The buyer asks to load the details again.',
        },
      },
    },
    withoutOrder: {
      description: 'A thank-you without details, and a way to the buyer’s plans.',
    },
  },
});
