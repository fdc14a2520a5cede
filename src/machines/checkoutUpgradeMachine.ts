import { assign, fromPromise, setup } from 'xstate';
import type { Lang } from '../api/contract/common';
import type { MyPlan } from '../api/contract/plans';
import type { ProductCode } from '../api/contract/products';
import type { Problem, Result } from '../api/contract/result';
import type { UpgradedPlan, UpgradeInput } from '../api/orders';
import { toProblem } from '../api/problem';

export interface CheckoutUpgradeInput {
  /** The plan being upgraded (offer selection's ?upgrade=<orderId>). */
  orderId: number;
  productCode: ProductCode;
  lang: Lang;
}

export interface CheckoutUpgradeContext extends CheckoutUpgradeInput {
  plan: MyPlan | null;
  loadProblem: Problem | null;
  agreement: boolean;
  /** A confirm click was refused because the agreement is not ticked. */
  agreementRefused: boolean;
  /** The attempt's exact body (idempotency key included), resent as is when an answer is lost. */
  attempt: { request: UpgradeInput; retries: number } | null;
  failure: Problem | null;
  upgraded: UpgradedPlan | null;
}

export type CheckoutUpgradeEvent =
  | { type: 'agreement.tick' }
  | { type: 'agreement.untick' }
  | { type: 'upgrade.confirm' }
  | { type: 'upgrade.reload' }
  | { type: 'payment.retry' };

/** Automatic resends of one attempt whose answer was lost, before asking the user. */
export const MAX_UPGRADE_RETRIES = 3;

export const checkoutUpgradeMachine = setup({
  types: {
    input: {} as CheckoutUpgradeInput,
    context: {} as CheckoutUpgradeContext,
    events: {} as CheckoutUpgradeEvent,
  },
  actors: {
    // Bound at the app's edge to GET pc/up and POST pc/uap; fakes in tests.
    loadPlan: fromPromise<MyPlan | null, { orderId: number; lang: Lang }>(() =>
      Promise.reject(new Error('loadPlan is provided by the app')),
    ),
    upgradePlan: fromPromise<Result<UpgradedPlan>, UpgradeInput>(() =>
      Promise.reject(new Error('upgradePlan is provided by the app')),
    ),
  },
  delays: { payRetryDelay: 1500 },
  guards: {
    planUpgradable: (_, plan: MyPlan | null) => plan?.canUpgrade === true,
    agreementAccepted: ({ context }) => context.agreement,
    upgraded: (_, outcome: Result<UpgradedPlan>) => outcome.ok,
    retriesLeft: ({ context }) => (context.attempt?.retries ?? 0) < MAX_UPGRADE_RETRIES,
  },
  actions: {
    storePlan: assign({ plan: (_, plan: MyPlan | null) => plan, loadProblem: null }),
    storeLoadProblem: assign({
      loadProblem: (_, params: { error: unknown }) => toProblem(params.error),
    }),
    acceptAgreement: assign({ agreement: true, agreementRefused: false }),
    withdrawAgreement: assign({ agreement: false }),
    refuseConfirm: assign({ agreementRefused: true }),
    startAttempt: assign({
      attempt: ({ context }) => ({
        request: {
          orderId: context.orderId,
          productCode: context.productCode,
          agreement: true,
          idempotencyKey: globalThis.crypto.randomUUID(),
        },
        retries: 0,
      }),
      failure: null,
    }),
    countRetry: assign({
      attempt: ({ context }) =>
        context.attempt ? { ...context.attempt, retries: context.attempt.retries + 1 } : null,
    }),
    resetRetries: assign({
      attempt: ({ context }) => (context.attempt ? { ...context.attempt, retries: 0 } : null),
    }),
    settle: assign(({ context }, outcome: Result<UpgradedPlan>) => ({
      attempt: null,
      upgraded: outcome.ok ? outcome.value : context.upgraded,
      failure: outcome.ok ? null : { code: outcome.problem.code, message: outcome.problem.message },
    })),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'checkoutUpgrade',
  description:
    'Confirming an upgrade of a plan the user has (offer selection sends them here): the new product keeps the plan’s billing cycle and card, any discount on the ongoing order is lost, and the server works out the charge.',
  context: ({ input }) => ({
    ...input,
    plan: null,
    loadProblem: null,
    agreement: false,
    agreementRefused: false,
    attempt: null,
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
            target: 'confirming',
            actions: { type: 'storePlan', params: ({ event }) => event.output },
            description: 'The plan is the user’s and can be upgraded: ask them to confirm.',
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
            actions: 'startAttempt',
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
      description: 'The server upgrades the plan and charges its card; the button is disabled.',
      invoke: {
        id: 'upgradePlan',
        src: 'upgradePlan',
        input: ({ context }) => context.attempt!.request,
        onDone: [
          {
            guard: { type: 'upgraded', params: ({ event }) => event.output },
            target: 'succeeded',
            actions: { type: 'settle', params: ({ event }) => event.output },
            description: 'Upgraded: go to the success page.',
          },
          {
            target: 'failed',
            actions: { type: 'settle', params: ({ event }) => event.output },
            description: 'The server refused (for example the card was declined): show the code.',
          },
        ],
        onError: [
          {
            guard: 'retriesLeft',
            target: 'reconnecting',
            description: 'No answer: resend the same attempt (same key) shortly.',
          },
          {
            target: 'uncertain',
            description: 'Still no answer: ask the user to check the connection.',
          },
        ],
      },
    },
    reconnecting: {
      description: 'Waiting a moment before resending the same attempt.',
      entry: 'countRetry',
      after: {
        payRetryDelay: {
          target: 'paying',
          description: 'Resend; the server charges at most once per key.',
        },
      },
    },
    uncertain: {
      description: 'The server could not be reached; only resending the same attempt is safe.',
      on: {
        'payment.retry': {
          target: 'paying',
          actions: 'resetRetries',
          description: 'The user resends the same attempt.',
        },
      },
    },
    failed: {
      description:
        'The upgrade failed: "The system is experiencing technical difficulties. Error Code {code}. Please try again."',
      on: {
        'payment.retry': {
          target: 'paying',
          actions: 'startAttempt',
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
