import {
  type OrderFacts,
  type SuccessfulOrderInput,
  successfulOrderMachine,
} from '../../../src/machines/successfulOrderMachine';
import { myPlan } from '../../factories/pricing';
import type { MachineModel } from '../machineModel';

/** A new HKEx All-Platform plan in its week of trial, as the server lists it after checkout. */
const plan = myPlan('HK_ALL', {
  orderId: 9,
  currency: 'USD',
  status: 'trial',
  purchasedSince: '2030-01-01T00:00:00.000Z',
  startDate: '2030-01-01T00:00:00.000Z',
  nextPaymentDate: '2030-01-08T00:00:00.000Z',
  nextPaymentAmount: 2030,
  expiryDate: null,
  trialEndsAt: '2030-01-08T00:00:00.000Z',
  inTrial: true,
  freeCancelUntil: '2030-01-04T00:00:00.000Z',
  canCancelFree: true,
});
const facts: OrderFacts = { plan, contactEmail: 'billing@example.com' };
const start = (orderId: number | null): SuccessfulOrderInput => ({
  orderId,
  lang: 'en',
  receiptEmail: orderId ? 'billing@example.com' : null,
  accountEmail: 'new@demo.test',
});

type ModelEvent = { type: string; output?: OrderFacts };

export const model: MachineModel<typeof successfulOrderMachine> = {
  machine: successfulOrderMachine,
  starts: [
    { description: 'Checkout sends the buyer here with the new order id', input: start(9) },
    { description: 'The buyer opens the success page without an order id', input: start(null) },
  ],
  events: [
    { type: 'xstate.done.actor.loadOrder', output: facts },
    { type: 'xstate.error.actor.loadOrder', error: new TypeError('offline') },
    { type: 'order.retry' },
  ] as never,
  describeEvent: (e: ModelEvent) => {
    if (e.type === 'xstate.done.actor.loadOrder') return 'The server lists the new plan';
    if (e.type === 'xstate.error.actor.loadOrder') return 'The plan cannot be read';
    return 'The buyer clicks Try again';
  },
};
