import { fromPromise } from 'xstate';
import type { ReferralWelcome } from '../../api/contract/plans';
import { referralWelcomeMachine } from '../../machines/referralWelcomeMachine';
import { bound } from './bound';

/** Where this browser remembers the welcome it showed. */
export interface WelcomeMemory {
  wasShown(offer: ReferralWelcome): Promise<boolean>;
  markShown(offer: ReferralWelcome): Promise<void>;
}

// The offer's end date is a year after this user signed up: another user here has another one.
const KEY = 'sr.referralWelcomeShown';
const browserMemory: WelcomeMemory = {
  wasShown: async (offer) => localStorage.getItem(KEY) === offer.until,
  markShown: async (offer) => localStorage.setItem(KEY, offer.until),
};

/** The referred user's welcome, remembered in this browser (localStorage). */
export const bindReferralWelcome = (memory: WelcomeMemory) =>
  bound(
    referralWelcomeMachine.provide({
      actors: {
        wasShown: fromPromise(({ input }) => memory.wasShown(input.offer)),
        markShown: fromPromise(({ input }) => memory.markShown(input.offer)),
      },
    }),
  );

export const liveReferralWelcome = bindReferralWelcome(browserMemory);
