import { type PayAttemptInput, payAttemptMachine } from '../../../src/machines/payAttemptMachine';
import { RECONNECTING, UNCERTAIN } from '../../pages/checkout';
import { button, type Find, type Person } from '../../pages/person';
import { requireChecks } from '../fast/checkoutTruth';
import type { MachineModel } from '../machineModel';
import { plan, upgraded } from './checkoutUpgradeMachine.model';

// Walked where an attempt is simplest to start: the user confirms the upgrade of their plan. Any
// decision of the server ends the attempt alike; what the flow does with a refusal is its model's.
const request = {
  orderId: plan.orderId,
  productCode: 'COMBO',
  agreement: true,
  idempotencyKey: 'k',
};
const WORDS: Record<string, string> = {
  'xstate.error.actor.pay': 'The answer is lost on the way back (network)',
  'xstate.after.payRetryDelay.payAttempt.reconnecting': 'A moment passes',
  'payment.retry': 'The buyer clicks Try again',
};

export const model: MachineModel<typeof payAttemptMachine> = {
  machine: payAttemptMachine,
  starts: [{ description: 'The user confirms an upgrade', input: { request } as PayAttemptInput }],
  // Resends so far decide whether the next lost answer is resent again or the buyer is asked.
  serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.retries]),
  events: [
    { type: 'xstate.done.actor.pay', output: upgraded },
    { type: 'xstate.error.actor.pay', error: new TypeError('offline') },
    { type: 'xstate.after.payRetryDelay.payAttempt.reconnecting' },
    { type: 'payment.retry' },
  ] as never,
  describeEvent: (e) => WORDS[e.type] ?? 'The server takes the payment',
};

const BUSY = button('Processing payment…');
const STATUS: Find = { role: 'status' };
const ALERT: Find = { role: 'alert' };

/** What the buyer sees of the attempt on the upgrade confirmation, in both runners. */
export const paySees: Record<string, (p: Person) => Promise<void>> = {
  paying: async (p) => {
    await p.seesEnabled(BUSY, false);
    await p.seesNo(STATUS);
    await p.seesNo(ALERT);
  },
  reconnecting: async (p) => {
    await p.sees(STATUS, RECONNECTING);
    await p.seesEnabled(BUSY, false);
  },
  uncertain: async (p) => {
    await p.sees(ALERT, UNCERTAIN);
    // The one way on is Try again: no Confirm and pay, no busy button.
    await p.sees(button(/^(Try again|Processing payment…|Confirm and pay)$/), 'Try again');
  },
  // The server decided: the flow takes over (here the upgrade's success page).
  settled: (p) => p.sees({ role: 'heading', level: 1 }, 'Order Complete'),
};
requireChecks(payAttemptMachine, paySees);

/** The buyer starts a new attempt after a lost answer. */
export const retry = (p: Person) => p.clicks(button('Try again'));
