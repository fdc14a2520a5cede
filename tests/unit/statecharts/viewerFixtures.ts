import { fromPromise, setup } from 'xstate';

/** Nesting, a parallel state with two regions, a final state, a guard, a delay and an invocation. */
export const orderMachine = setup({
  guards: { agreementAccepted: () => true },
  actors: {
    placeOrder: fromPromise<void>(async () => {
      throw new Error('not provided');
    }),
  },
  delays: { patience: 5000 },
}).createMachine({
  id: 'order',
  description: 'Buying one plan.',
  initial: 'editing',
  states: {
    editing: {
      description: 'Filling in the form.',
      type: 'parallel',
      on: {
        'checkout.submit': {
          target: 'paying',
          guard: 'agreementAccepted',
          description: 'Pay when the agreement is ticked.',
        },
      },
      states: {
        card: {
          description: 'Card region.',
          initial: 'empty',
          states: {
            empty: {
              description: 'No card yet.',
              on: { 'card.add': { target: 'filled', description: 'A card is entered.' } },
            },
            filled: { description: 'A card is ready.' },
          },
        },
        coupon: {
          description: 'Coupon region.',
          initial: 'none',
          states: {
            none: {
              description: 'No coupon.',
              on: { 'coupon.apply': { target: 'applied', description: 'A coupon is applied.' } },
            },
            applied: { description: 'A coupon is applied.' },
          },
        },
      },
    },
    paying: {
      description: 'Waiting for the payment.',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        onDone: { target: 'paid', description: 'The payment went through.' },
        onError: { target: 'editing', description: 'The payment failed.' },
      },
      after: { patience: { target: 'editing', description: 'Took too long.' } },
    },
    paid: { type: 'final', description: 'Paid.' },
  },
});
