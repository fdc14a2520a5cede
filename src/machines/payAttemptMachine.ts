import { assign, fromPromise, setup } from 'xstate';
import type { Result } from '../api/contract/result';

/** What every money-moving call carries: the key the server charges at most once for. */
export interface AttemptRequest {
  idempotencyKey: string;
}

export interface PayAttemptInput {
  /** The exact body of the call; every resend of this attempt sends it unchanged. */
  request: AttemptRequest;
}

export interface PayAttemptContext extends PayAttemptInput {
  /** Resends since the buyer last asked (or since the attempt started). */
  retries: number;
  /** What the server decided, once it has. */
  outcome: Result<unknown> | null;
}

type PayAttemptEvent = { type: 'payment.retry' };

/** Automatic resends of an attempt whose answer was lost, before the buyer is asked. */
export const MAX_PAY_RETRIES = 3;

/**
 * One pay attempt, invoked by every flow that moves money (checkout, upgrade). The parent gives
 * the request with a fresh idempotency key and gets the server's decision as output; a lost answer
 * never reaches the parent, it is resent here with the same key.
 */
export const payAttemptMachine = setup({
  types: {
    input: {} as PayAttemptInput,
    context: {} as PayAttemptContext,
    events: {} as PayAttemptEvent,
    output: {} as Result<unknown>,
    tags: {} as 'busy' | 'locked' | 'reconnecting' | 'uncertain',
  },
  actors: {
    // Bound per flow at the app's edge (place order, upgrade) and to fakes in tests.
    pay: fromPromise<Result<unknown>, AttemptRequest>(() =>
      Promise.reject(new Error('pay is provided by the flow')),
    ),
  },
  delays: { payRetryDelay: 1500 },
  guards: {
    retriesLeft: ({ context }) => context.retries < MAX_PAY_RETRIES,
  },
  actions: {
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    resetRetries: assign({ retries: 0 }),
    storeOutcome: assign({ outcome: (_, outcome: Result<unknown>) => outcome }),
  },
}).createMachine({
  id: 'payAttempt',
  description:
    'One payment attempt, shared by checkout and upgrade. It carries one idempotency key from start to end, so however often a lost answer is resent, the buyer is charged at most once.',
  context: ({ input }) => ({ request: input.request, retries: 0, outcome: null }),
  initial: 'paying',
  states: {
    paying: {
      description:
        'The request is with the server; the pay button says "Processing payment…" and the form is locked.',
      tags: ['busy', 'locked'],
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => context.request,
        onDone: {
          target: 'settled',
          actions: { type: 'storeOutcome', params: ({ event }) => event.output },
          description:
            'The server decided (paid, or refused with a code): the attempt is over and the page shows the result.',
        },
        onError: [
          {
            guard: 'retriesLeft',
            target: 'reconnecting',
            description:
              'No answer (network): nobody knows whether it went through, so resend the same attempt shortly.',
          },
          {
            target: 'uncertain',
            description:
              'Still no answer after several resends: ask the buyer to check the connection.',
          },
        ],
      },
    },
    reconnecting: {
      description:
        'Waiting a moment before resending. The buyer reads "The connection was interrupted. Confirming your payment…".',
      tags: ['busy', 'locked', 'reconnecting'],
      entry: 'countRetry',
      after: {
        payRetryDelay: {
          target: 'paying',
          description:
            'Resend the same attempt with the same key; the server charges at most once.',
        },
      },
    },
    uncertain: {
      description:
        'The server could not be reached. The form stays locked, and "Try again" resends the same attempt: a new one could charge twice.',
      tags: ['locked', 'uncertain'],
      on: {
        'payment.retry': {
          target: 'paying',
          actions: 'resetRetries',
          description:
            'The buyer clicks "Try again": the same attempt, same key, so never a second charge.',
        },
      },
    },
    settled: {
      type: 'final',
      description: 'The server has decided; the flow that started the attempt takes it from here.',
    },
  },
  output: ({ context }) => context.outcome as Result<unknown>,
});

/**
 * The attempt for one flow: `pay` is that flow's call (place order, upgrade) at the app's edge, or
 * a fake in tests. The flow's own request type goes in; the attempt never looks inside it.
 */
export function payingWith<R extends AttemptRequest, T>(pay: (request: R) => Promise<Result<T>>) {
  return payAttemptMachine.provide({
    actors: { pay: fromPromise(({ input }) => pay(input as R)) },
  });
}
