import { referralWelcomeMachine } from '../../../src/machines/referralWelcomeMachine';
import { referralWelcomeOffer } from '../../factories/referral';
import type { referralWelcome } from '../../pages/referral';
import type { MachineModel } from '../machineModel';

const offer = referralWelcomeOffer();
export const model: MachineModel<typeof referralWelcomeMachine> = {
  machine: referralWelcomeMachine,
  starts: [{ description: 'A referred user on offer selection', input: { offer } }],
  events: [
    { type: 'xstate.done.actor.wasShown', output: true },
    { type: 'xstate.done.actor.wasShown', output: false },
    { type: 'xstate.error.actor.wasShown', error: new DOMException('blocked', 'SecurityError') },
    { type: 'welcome.close' },
    { type: 'xstate.done.actor.markShown' },
    { type: 'xstate.error.actor.markShown', error: new DOMException('blocked', 'SecurityError') },
  ] as never,
};

/** What each state looks like, in both runners; while checking, nothing (they hold the answer). */
type Seen = { page: ReturnType<typeof referralWelcome> };
export const sees: Record<string, (h: Seen) => Promise<void>> = {
  checking: (h) => h.page.notShown(),
  showing: (h) => h.page.shown(),
  remembering: (h) => h.page.gone(),
  done: (h) => h.page.gone(),
};

export const does = { 'welcome.close': (h: Seen) => h.page.close() };
