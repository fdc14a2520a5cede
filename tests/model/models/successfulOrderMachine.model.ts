import type { ContextFrom, InputFrom } from 'xstate';
import { successfulOrderMachine } from '../../../src/machines/successfulOrderMachine';
import { aTrialPlan } from '../../factories/billing';
import type { successfulOrderPage } from '../../pages/successfulOrder';
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

/**
 * The page; "Paid today" as checkout handed it over in this tab when it sent the buyer here; and
 * `real`, the real runner's own order in place of the path's (its id, receipt and plan once read).
 */
type Page = ReturnType<typeof successfulOrderPage>;
export type Seen = { seen: Page; paidToday: string | null; real: Partial<State['context']> };
export type State = { context: ContextFrom<typeof successfulOrderMachine> };
/** The order the page is about: the path's, or where the real runner placed one, that one. */
const order = (h: Seen, s: State) => ({ ...s.context, ...h.real });
/** What each state looks like, in both runners ("deciding" is left at once: never on screen). */
export const sees = {
  loading: (h, s) => h.seen.loading(order(h, s).receiptEmail),
  failed: (h, s) => h.seen.failed(order(h, s).receiptEmail),
  shown: (h, s) => h.seen.shown(order(h, s).receiptEmail, order(h, s).plan, h.paidToday),
  withoutOrder: (h) => h.seen.withoutOrder(),
} satisfies Record<string, (h: Seen, s: State) => Promise<void>>;

/** What the buyer does, in both runners. */
export const does = { 'order.retry': (h: Seen) => h.seen.tryAgain() };
