import type { AnyEventObject } from 'xstate';
import { referralWelcomeMachine } from '../../../src/machines/referralWelcomeMachine';
import { referralWelcomeOffer } from '../../factories/referral';
import type { referralWelcome } from '../../pages/referral';
import type { MachineModel } from '../machineModel';

const WORDS: Record<string, string> = {
  'xstate.error.actor.wasShown': 'The browser’s storage cannot be read',
  'welcome.close': 'The investor clicks Got it',
  'xstate.done.actor.markShown': 'The browser notes that the welcome was shown',
  'xstate.error.actor.markShown': 'The browser’s storage cannot be written',
};

export const model: MachineModel<typeof referralWelcomeMachine> = {
  machine: referralWelcomeMachine,
  starts: [
    { description: 'A referred user on offer selection', input: { offer: referralWelcomeOffer() } },
  ],
  events: [
    { type: 'xstate.done.actor.wasShown', output: true },
    { type: 'xstate.done.actor.wasShown', output: false },
    { type: 'xstate.error.actor.wasShown', error: new DOMException('blocked', 'SecurityError') },
    { type: 'welcome.close' },
    { type: 'xstate.done.actor.markShown' },
    { type: 'xstate.error.actor.markShown', error: new DOMException('blocked', 'SecurityError') },
  ] as never,
  describeEvent: (e: AnyEventObject) => {
    if (e.type !== 'xstate.done.actor.wasShown') return WORDS[e.type] ?? e.type;
    return e.output ? 'This browser showed the welcome before' : 'This browser has not shown it';
  },
};

export type Seen = { page: ReturnType<typeof referralWelcome> };

/** What each state looks like, in both runners. */
export const sees: Record<string, (h: Seen) => Promise<void>> = {
  // Whether it was shown is not known yet: nothing is on screen (the runners hold that answer).
  checking: (h) => h.page.notShown(),
  showing: (h) => h.page.shown(),
  remembering: (h) => h.page.gone(),
  done: (h) => h.page.gone(),
};

/** What the investor does, in both runners. */
export const does = { 'welcome.close': (h: Seen) => h.page.close() };
