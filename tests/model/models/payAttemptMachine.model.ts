import { payAttemptMachine } from '../../../src/machines/payAttemptMachine';
import { PROCESSING, RECONNECTING, UNCERTAIN } from '../../pages/checkout';
import { button, type Person } from '../../pages/person';
import type { MachineModel } from '../machineModel';
import { upgraded } from './checkoutUpgradeMachine.model';

// Walked on the upgrade confirmation, where an attempt is simplest to start. Any decision of the
// server ends the attempt alike; what the flow does with a refusal is its model's.
export const model: MachineModel<typeof payAttemptMachine> = {
  machine: payAttemptMachine,
  starts: [
    { description: 'The user confirms an upgrade', input: { request: { idempotencyKey: 'k' } } },
  ],
  // Resends so far decide whether the next lost answer is resent again or the buyer is asked.
  serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.retries]),
  events: [
    { type: 'xstate.done.actor.pay', output: upgraded },
    { type: 'xstate.error.actor.pay', error: new TypeError('offline') },
    { type: 'xstate.after.payRetryDelay.payAttempt.reconnecting' },
    { type: 'payment.retry' },
  ] as never,
};

// What the buyer sees of the attempt on the upgrade confirmation, in both runners.
export const paySees: Record<string, (h: { person: Person }) => Promise<void>> = {
  paying: async ({ person }) => {
    await person.seesEnabled(button(PROCESSING), false);
    await person.seesNo({ role: 'status' });
    await person.seesNo({ role: 'alert' });
  },
  reconnecting: async ({ person }) => {
    await person.sees({ role: 'status' }, RECONNECTING);
    await person.seesEnabled(button(PROCESSING), false);
  },
  uncertain: async ({ person }) => {
    await person.sees({ role: 'alert' }, UNCERTAIN);
    // The one way on is Try again: no Confirm and pay, no busy button.
    await person.sees(button(/^(Try again|Processing payment…|Confirm and pay)$/), 'Try again');
  },
  // The server decided: the flow takes over (here the upgrade's success page).
  settled: ({ person }) => person.sees({ role: 'heading', level: 1 }, 'Order Complete'),
};

/** The buyer asks for the attempt to be sent again after the answers were lost. */
export const retry = (p: Person) => p.clicks(button('Try again'));
