import type { ContextFrom, InputFrom } from 'xstate';
import { successfulOrderMachine } from '../../../src/machines/successfulOrderMachine';
import { aTrialPlan } from '../../factories/billing';
import type { ShownOrder, successfulOrderPage } from '../../pages/successfulOrder';
import type { MachineModel } from '../machineModel';

/** A new HKEx All-Platform plan in its week of trial, as the server lists it after checkout. */
const plan = aTrialPlan('HK_ALL', '2030-01-01T00:00:00.000Z', { orderId: 9, currency: 'USD' });
const start = (orderId: number | null): InputFrom<typeof successfulOrderMachine> => ({
  orderId,
  lang: 'en',
  receiptEmail: orderId ? 'billing@example.com' : null,
  accountEmail: 'new@demo.test',
});

export const model: MachineModel<typeof successfulOrderMachine> = {
  machine: successfulOrderMachine,
  starts: [
    { description: 'Checkout sends the buyer here with the new order id', input: start(9) },
    { description: 'The buyer opens the success page without an order id', input: start(null) },
  ],
  events: [
    { type: 'xstate.done.actor.loadOrder', output: { plan, contactEmail: 'billing@example.com' } },
    { type: 'xstate.error.actor.loadOrder', error: new TypeError('offline') },
    { type: 'order.retry' },
  ] as never,
};

type Order = ContextFrom<typeof successfulOrderMachine> & Pick<ShownOrder, 'paidToday'>;
/** The page, and the order as this runner placed it (in Chromium a real one, not the path's). */
export type Seen = { page: ReturnType<typeof successfulOrderPage>; placed: Partial<Order> };
const order = (h: Seen, s: { context: Order }) => ({ ...s.context, ...h.placed });
/** What each state looks like, in both runners ("deciding" is left at once: never on screen). */
export const sees = {
  loading: (h, s) => h.page.loading(order(h, s).receiptEmail),
  failed: (h, s) => h.page.failed(order(h, s).receiptEmail),
  shown: (h, s) => h.page.shown(order(h, s)),
  withoutOrder: (h) => h.page.withoutOrder(),
} satisfies Record<string, (h: Seen, s: { context: Order }) => Promise<void>>;

export const does = { 'order.retry': (h: Seen) => h.page.tryAgain() };
