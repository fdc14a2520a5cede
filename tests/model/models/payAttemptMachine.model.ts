import type { Result } from '../../../src/api/contract/result';
import type { UpgradeInput } from '../../../src/api/orders';
import { type PayAttemptInput, payAttemptMachine } from '../../../src/machines/payAttemptMachine';
import type { MachineModel } from '../machineModel';
import { declined, plan, upgraded } from './checkoutUpgradeMachine.model';

// Walked where an attempt is simplest to start: the user confirms the upgrade of their plan.
const request: UpgradeInput = {
  orderId: plan.orderId,
  productCode: 'COMBO',
  agreement: true,
  idempotencyKey: 'k',
};
const input: PayAttemptInput = { request };

type ModelEvent = { type: string; output?: Result<unknown> };

export const model: MachineModel<typeof payAttemptMachine> = {
  machine: payAttemptMachine,
  starts: [{ description: 'The user confirms an upgrade: one attempt, one key', input }],
  // Resends so far decide whether the next lost answer is resent again or the buyer is asked.
  serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.retries]),
  events: [
    { type: 'xstate.done.actor.pay', output: upgraded },
    { type: 'xstate.done.actor.pay', output: declined },
    { type: 'xstate.error.actor.pay', error: new TypeError('offline') },
    { type: 'xstate.after.payRetryDelay.payAttempt.reconnecting' },
    { type: 'payment.retry' },
  ] as never,
  describeEvent: (e: ModelEvent) => {
    switch (e.type) {
      case 'xstate.done.actor.pay':
        return e.output?.ok ? 'The server takes the payment' : 'The server refuses (code 5001)';
      case 'xstate.error.actor.pay':
        return 'The answer is lost on the way back (network)';
      case 'xstate.after.payRetryDelay.payAttempt.reconnecting':
        return 'A moment passes';
      default:
        return 'The buyer clicks Try again';
    }
  },
};
