import { fromPromise, setup } from 'xstate';
import type { ReferralWelcome } from '../api/contract/plans';

export interface ReferralWelcomeInput {
  /** The offer the server says this referred user still has (GET pc/up). */
  offer: ReferralWelcome;
}

export type ReferralWelcomeEvent = { type: 'welcome.close' };

/**
 * The notify modal for referred users (spec §2), shown once: the referral discount applies by
 * itself to their first web order within a year of sign-up, worth up to USD 60. Whether it was
 * shown is this browser's to remember (bound at the app's edge).
 */
export const referralWelcomeMachine = setup({
  types: {
    input: {} as ReferralWelcomeInput,
    context: {} as ReferralWelcomeInput,
    events: {} as ReferralWelcomeEvent,
  },
  actors: {
    wasShown: fromPromise<boolean, { offer: ReferralWelcome }>(() =>
      Promise.reject(new Error('wasShown is provided by the app')),
    ),
    markShown: fromPromise<void, { offer: ReferralWelcome }>(() =>
      Promise.reject(new Error('markShown is provided by the app')),
    ),
  },
  guards: {
    shownBefore: (_, shown: boolean) => shown,
  },
}).createMachine({
  id: 'referralWelcome',
  description:
    'The welcome for a referred user: their first web order gets the referral discount by itself (up to USD 60, within a year of sign-up), said once.',
  context: ({ input }) => ({ offer: input.offer }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Has this browser shown the welcome already?',
      invoke: {
        id: 'wasShown',
        src: 'wasShown',
        input: ({ context }) => ({ offer: context.offer }),
        onDone: [
          {
            guard: { type: 'shownBefore', params: ({ event }) => event.output },
            target: 'done',
            description: 'Shown before: not again.',
          },
          { target: 'showing', description: 'Not shown yet: show the welcome.' },
        ],
        onError: {
          target: 'showing',
          description: 'The browser cannot say (no storage): show it rather than never.',
        },
      },
    },
    showing: {
      description:
        'The welcome: the percentage, the USD 60 cap, the date it ends, first web order only (not app-store subscriptions).',
      on: {
        'welcome.close': { target: 'remembering', description: 'The investor closes it.' },
      },
    },
    remembering: {
      description: 'Noting that the welcome was shown, so it is not shown again.',
      invoke: {
        id: 'markShown',
        src: 'markShown',
        input: ({ context }) => ({ offer: context.offer }),
        onDone: { target: 'done', description: 'Noted.' },
        onError: {
          target: 'done',
          description: 'Could not be noted (no storage): closed all the same.',
        },
      },
    },
    done: { type: 'final', description: 'The welcome is not on screen.' },
  },
});
