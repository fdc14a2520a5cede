import { type PayAttemptInput, payAttemptMachine } from '../../../src/machines/payAttemptMachine';
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
