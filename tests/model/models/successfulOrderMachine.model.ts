import type { AnyEventObject } from 'xstate';
import {
  type OrderFacts,
  type SuccessfulOrderContext,
  type SuccessfulOrderInput,
  successfulOrderMachine,
} from '../../../src/machines/successfulOrderMachine';
import { myPlan } from '../../factories/pricing';
import type { successfulOrderPage } from '../../pages/successfulOrder';
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

/** A model event as the bindings read it (only the server listing the plan has an output). */
export type OrderEvent = AnyEventObject & { output: OrderFacts };

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
  describeEvent: (e: { type: string }) => {
    if (e.type === 'xstate.done.actor.loadOrder') return 'The server lists the new plan';
    if (e.type === 'xstate.error.actor.loadOrder') return 'The plan cannot be read';
    return 'The buyer clicks Try again';
  },
};

/** The page, and "Paid today" as checkout handed it over in this tab when it sent the buyer here. */
export type Seen = { seen: ReturnType<typeof successfulOrderPage>; paidToday: string | null };
/** What each state looks like, in both runners ("deciding" is left at once: never on screen). */
export const sees = {
  loading: (h, { context: c }) => h.seen.loading(c.receiptEmail),
  failed: (h, { context: c }) => h.seen.failed(c.receiptEmail),
  shown: (h, { context: c }) => h.seen.shown(c.receiptEmail, c.plan, h.paidToday),
  withoutOrder: (h) => h.seen.withoutOrder(),
} satisfies Record<string, (h: Seen, s: { context: SuccessfulOrderContext }) => Promise<void>>;

/** What the buyer does, in both runners. */
export const does = { 'order.retry': (h: Seen) => h.seen.tryAgain() };
