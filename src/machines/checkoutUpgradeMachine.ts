import { assign, fromPromise, setup } from 'xstate';
import type { Lang } from '../api/contract/common';
import { ERROR } from '../api/contract/errors';
import type { MyPlan } from '../api/contract/plans';
import type { ProductCode } from '../api/contract/products';
import type { Problem, Result } from '../api/contract/result';
import type { PreviewedOrder, UpgradedPlan, UpgradeInput } from '../api/orders';
import { toProblem } from '../api/problem';
import { payAttemptMachine } from './payAttemptMachine';

export interface CheckoutUpgradeInput {
  /** The plan being upgraded (offer selection's ?upgrade=<orderId>). */
  orderId: number;
  productCode: ProductCode;
  lang: Lang;
}

export interface CheckoutUpgradeContext extends CheckoutUpgradeInput {
  plan: MyPlan | null;
  /** The server's quote (pc/po for this upgrade): what confirming charges, to the cent. */
  quote: PreviewedOrder | null;
  /** The last confirmation was refused because the amount had changed since it was quoted. */
  quoteChanged: boolean;
  loadProblem: Problem | null;
  agreement: boolean;
  /** A confirm click was refused because the agreement is not ticked. */
  agreementRefused: boolean;
  failure: Problem | null;
  upgraded: UpgradedPlan | null;
}

export type CheckoutUpgradeEvent =
  | { type: 'agreement.tick' }
  | { type: 'agreement.untick' }
  | { type: 'upgrade.confirm' }
  | { type: 'upgrade.reload' }
  | { type: 'payment.retry' };

/** The body of one attempt: a fresh idempotency key each time the user confirms or retries. */
function upgradeRequest(context: CheckoutUpgradeContext): UpgradeInput {
  return {
    orderId: context.orderId,
    productCode: context.productCode,
    agreement: true,
    idempotencyKey: globalThis.crypto.randomUUID(),
    // The server charges this or nothing (0079), so the charge is the amount on screen.
    ...(context.quote ? { expectedAmount: context.quote.dueToday } : {}),
  };
}

export const checkoutUpgradeMachine = setup({
  types: {
    input: {} as CheckoutUpgradeInput,
    context: {} as CheckoutUpgradeContext,
    events: {} as CheckoutUpgradeEvent,
    // The running attempt is read by the pay panel (its notices, its "Try again").
    children: {} as { payAttempt: 'payAttempt' },
  },
  actors: {
    // Bound at the app's edge to GET pc/up, POST pc/po (the quote), and the attempt's `pay` to
    // POST pc/uap; fakes in tests.
    loadPlan: fromPromise<MyPlan | null, { orderId: number; lang: Lang }>(() =>
      Promise.reject(new Error('loadPlan is provided by the app')),
    ),
    loadQuote: fromPromise<PreviewedOrder, { plan: MyPlan; productCode: ProductCode; lang: Lang }>(
      () => Promise.reject(new Error('loadQuote is provided by the app')),
    ),
    payAttempt: payAttemptMachine,
  },
  guards: {
    planUpgradable: ({ context }, plan: MyPlan | null) =>
      plan?.upgradeTargets.includes(context.productCode) === true,
    agreementAccepted: ({ context }) => context.agreement,
    upgraded: (_, outcome: Result<unknown>) => outcome.ok,
    quoteChanged: (_, outcome: Result<unknown>) =>
      !outcome.ok && outcome.problem.code === ERROR.quoteChanged,
  },
  actions: {
    storePlan: assign({ plan: (_, plan: MyPlan | null) => plan, loadProblem: null }),
    storeQuote: assign({ quote: (_, quote: PreviewedOrder) => quote }),
    noteQuoteChanged: assign({ quoteChanged: true, quote: null }),
    storeLoadProblem: assign({
      loadProblem: (_, params: { error: unknown }) => toProblem(params.error),
    }),
    acceptAgreement: assign({ agreement: true, agreementRefused: false }),
    withdrawAgreement: assign({ agreement: false }),
    refuseConfirm: assign({ agreementRefused: true }),
    settle: assign(({ context }, outcome: Result<unknown>) => ({
      upgraded: outcome.ok ? (outcome.value as UpgradedPlan) : context.upgraded,
      failure: outcome.ok ? null : { code: outcome.problem.code, message: outcome.problem.message },
    })),
    clearFailure: assign({ failure: null, quoteChanged: false }),
  },
}).createMachine({
  id: 'checkoutUpgrade',
  description:
    'Confirming an upgrade of a plan the user has (offer selection or the plan card sends them here): the new product keeps the plan’s billing cycle and card, any discount on the ongoing order is lost, and the server quotes the exact charge before the user confirms; the charge is that amount or nothing.',
  context: ({ input }) => ({
    ...input,
    plan: null,
    quote: null,
    quoteChanged: false,
    loadProblem: null,
    agreement: false,
    agreementRefused: false,
    failure: null,
    upgraded: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'Reading the plan being upgraded (name, cycle, card, whether it can be upgraded).',
      invoke: {
        id: 'loadPlan',
        src: 'loadPlan',
        input: ({ context }) => ({ orderId: context.orderId, lang: context.lang }),
        onDone: [
          {
            guard: { type: 'planUpgradable', params: ({ event }) => event.output },
            target: 'quoting',
            actions: { type: 'storePlan', params: ({ event }) => event.output },
            description:
              'The plan is the user’s and can be upgraded: ask the server what it costs.',
          },
          {
            target: 'unavailable',
            actions: { type: 'storePlan', params: ({ event }) => event.output },
            description: 'No such live plan, or it cannot be upgraded: say so.',
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadProblem', params: ({ event }) => ({ error: event.error }) },
          description: 'The plan could not be read: offer to try again.',
        },
      },
    },
    quoting: {
      description:
        'The server quotes the upgrade: the new price, the credit for the unused part of the current period, the discounts that are lost, and the amount charged now.',
      invoke: {
        id: 'loadQuote',
        src: 'loadQuote',
        input: ({ context }) => ({
          plan: context.plan as MyPlan,
          productCode: context.productCode,
          lang: context.lang,
        }),
        onDone: {
          target: 'confirming',
          actions: { type: 'storeQuote', params: ({ event }) => event.output },
          description: 'The quote arrives: show the exact amount and ask the user to confirm.',
        },
        onError: {
          target: 'quoteFailed',
          actions: { type: 'storeLoadProblem', params: ({ event }) => ({ error: event.error }) },
          description: 'The amount could not be worked out: offer to try again.',
        },
      },
    },
    quoteFailed: {
      description:
        'The plan is shown but the amount due could not be worked out, so nothing can be confirmed.',
      on: {
        'upgrade.reload': {
          target: 'quoting',
          description: 'The user asks for the amount again.',
        },
      },
    },
    loadFailed: {
      description: 'The plan could not be read.',
      on: {
        'upgrade.reload': { target: 'loading', description: 'The user tries again.' },
      },
    },
    unavailable: {
      description: 'This plan cannot be upgraded here; the user is pointed to their plans.',
    },
    confirming: {
      description:
        'The user reads what the upgrade changes and ticks the Term Purchase Agreement before confirming.',
      on: {
        'agreement.tick': {
          actions: 'acceptAgreement',
          description: 'The user ticks the agreement.',
        },
        'agreement.untick': {
          actions: 'withdrawAgreement',
          description: 'The user clears the tick.',
        },
        'upgrade.confirm': [
          {
            guard: 'agreementAccepted',
            target: 'paying',
            actions: 'clearFailure',
            description: 'Confirmed: start an attempt with a fresh idempotency key.',
          },
          {
            actions: 'refuseConfirm',
            description: 'Not ticked: "Please check the Term Purchase Agreement first".',
          },
        ],
      },
    },
    paying: {
      description:
        'A pay attempt runs: the server upgrades the plan and charges its card (see the pay attempt statechart for lost answers). The button is disabled.',
      invoke: {
        id: 'payAttempt',
        src: 'payAttempt',
        input: ({ context }) => ({ request: upgradeRequest(context) }),
        onDone: [
          {
            guard: { type: 'upgraded', params: ({ event }) => event.output },
            target: 'succeeded',
            actions: { type: 'settle', params: ({ event }) => event.output },
            description: 'Upgraded: go to the success page.',
          },
          {
            guard: { type: 'quoteChanged', params: ({ event }) => event.output },
            target: 'quoting',
            actions: 'noteQuoteChanged',
            description:
              'Nothing was charged: the amount had changed since it was quoted (a day passed, say). Quote again and ask again, saying why.',
          },
          {
            target: 'failed',
            actions: { type: 'settle', params: ({ event }) => event.output },
            description: 'The server refused (for example the card was declined): show the code.',
          },
        ],
      },
    },
    failed: {
      description:
        'The upgrade failed: "The system is experiencing technical difficulties. Error Code {code}. Please try again."',
      on: {
        'payment.retry': {
          target: 'paying',
          actions: 'clearFailure',
          description: 'The user tries again: a new attempt, new key.',
        },
        'upgrade.reload': {
          target: 'confirming',
          actions: 'clearFailure',
          description: 'The user goes back to the confirmation.',
        },
      },
    },
    succeeded: {
      type: 'final',
      description: 'The plan is upgraded.',
    },
  },
});
