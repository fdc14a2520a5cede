import type { AnyEventObject } from 'xstate';
import { catalogMachine } from '../../../src/machines/catalogMachine';
import { parseUrlQuery } from '../../../src/state/urlQuery';
import {
  accountWith,
  available,
  myPlan,
  newAccount,
  priceList,
  unavailable,
} from '../../factories/pricing';
import type { MachineModel } from '../machineModel';

const hkAllMember = accountWith(myPlan('HK_ALL', { orderId: 31 }));
const comboMember = accountWith(myPlan('COMBO', { orderId: 32 }));
const accounts = new Map<unknown, string>([
  [newAccount(), 'a new user without plans'],
  [hkAllMember, 'a user with HKEx All-Platform (HKD locked)'],
  [comboMember, 'a user with Combo Premium (the highest permission)'],
]);

export const model: MachineModel<typeof catalogMachine> = {
  machine: catalogMachine,
  starts: [
    { description: 'A visitor opens the pricing page', input: {} },
    {
      description: 'A signed-in user opens offer selection with Combo Premium chosen',
      input: { withAccount: true, productCode: 'COMBO' },
    },
    {
      description: 'A promo-code link (coupon, origin=promocode) opens offer selection',
      input: {
        withAccount: true,
        productCode: 'COMBO',
        urlQuery: parseUrlQuery({ coupon: 'SPRING', origin: 'promocode' }),
      },
    },
  ],
  events: [
    { type: 'xstate.done.actor.loadPriceList', output: priceList() },
    { type: 'xstate.error.actor.loadPriceList', error: new Error('offline') },
    ...[...accounts.keys()].map((output) => ({ type: 'xstate.done.actor.loadAccount', output })),
    { type: 'xstate.error.actor.loadAccount', error: new Error('offline') },
    { type: 'catalog.retry' },
    { type: 'cycle.select', subscriptionTime: 12 },
    { type: 'currency.select', currency: 'HKD' },
    { type: 'product.select', productCode: 'HK_MOBILE' },
    { type: 'product.select', productCode: 'COMBO' },
    { type: 'xstate.done.actor.checkActivity', output: available() },
    { type: 'xstate.done.actor.checkActivity', output: unavailable() },
    { type: 'xstate.error.actor.checkActivity', error: new Error('offline') },
    { type: 'xstate.done.actor.fetchCoupons', output: [] },
    { type: 'xstate.error.actor.fetchCoupons', error: new Error('offline') },
    { type: 'offer.continue' },
  ] as never,
  simplePaths: false,
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) => event.type === 'product.select' && !state.context.withAccount,
      why: 'The pricing page has no product choice in place: “Choose” opens offer selection, a new screen with its own catalog actor, so a visitor cannot send product.select to this one.',
    },
  ],
  // The machine's words are the same for the three accounts ("The user’s plans arrived"): these
  // tell them apart.
  describeEvent: (e: AnyEventObject) => {
    const account = accounts.get(e.output);
    return account && `The server sends the plans of ${account}`;
  },
};
