import { assign, fromPromise, setup } from 'xstate';
import type { Currency } from '../api/contract/common';
import type { Coupon, ScheduledRedemption } from '../api/contract/promotion';
import { type CodeFilter, redeemable } from './promoCodeRules';
import { type RedeemOutput, redeemMachine } from './redeemMachine';

/** A live plan as the wallet needs it: free days move its next charge. */
export interface WalletPlan {
  orderId: number;
  productCode: string;
  nextPaymentDate: string | null;
}

/** What My Promo Codes reads: every code, the investor's currency and their live plans. */
export interface Wallet {
  coupons: Coupon[];
  currency: Currency;
  plans: WalletPlan[];
}

export interface PromoCodesContext extends Wallet {
  filter: CodeFilter;
  /** The last redemption, said once in a status line. */
  redeemed: ScheduledRedemption | null;
}

export type PromoCodesEvent =
  | { type: 'codes.retry' }
  | { type: 'codes.filter'; filter: CodeFilter }
  | { type: 'code.redeem'; code: string };

/**
 * My Promo Codes: every code of the investor with what it is worth, filterable by state, and the
 * redeem dialog (its own statechart) for a code that can be redeemed on a plan.
 */
export const promoCodesMachine = setup({
  types: {
    context: {} as PromoCodesContext,
    events: {} as PromoCodesEvent,
    tags: {} as 'busy' | 'dialog',
    children: {} as { redeem: 'redeem' },
  },
  actors: {
    redeem: redeemMachine,
    // Bound at the app's edge to GET pc/uc1 (every state) and GET pc/up (currency, plans).
    loadWallet: fromPromise<Wallet>(() =>
      Promise.reject(new Error('loadWallet is provided by the app')),
    ),
  },
  guards: {
    canRedeem: ({ context }, code: string) =>
      context.coupons.some((c) => c.code === code && redeemable(c)),
    redeemed: (_, output: RedeemOutput) => output !== null,
  },
  actions: {
    show: assign((_, wallet: Wallet) => wallet),
    choose: assign({ filter: (_, filter: CodeFilter) => filter }),
    noteRedeemed: assign({ redeemed: (_, output: RedeemOutput) => output }),
    forgetNotice: assign({ redeemed: null }),
  },
}).createMachine({
  id: 'promoCodes',
  description:
    'My Promo Codes: each code with its dates, what it is worth in the investor’s currency and its state (unused, redeemed, expired), filterable by state; an unused code can be used at checkout or redeemed on a plan.',
  context: { coupons: [], currency: 'USD', plans: [], filter: 'all', redeemed: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      description: 'Reading the investor’s promo codes and plans.',
      invoke: {
        id: 'loadWallet',
        src: 'loadWallet',
        onDone: {
          target: 'listed',
          actions: { type: 'show', params: ({ event }) => event.output },
          description: 'Show the codes (or, with none, say so).',
        },
        onError: {
          target: 'failed',
          description: 'The codes could not be read: say so and offer to try again.',
        },
      },
    },
    failed: {
      description: 'The codes could not be loaded; no empty list pretends there are none.',
      on: {
        'codes.retry': { target: 'loading', description: 'The investor asks to load again.' },
      },
    },
    listed: {
      description: 'The codes the filter keeps, unused ones expiring soonest first.',
      on: {
        'codes.filter': {
          actions: [{ type: 'choose', params: ({ event }) => event.filter }, 'forgetNotice'],
          description: 'The investor shows all codes, or only unused, redeemed or expired ones.',
        },
        'code.redeem': {
          guard: { type: 'canRedeem', params: ({ event }) => event.code },
          target: 'redeeming',
          actions: 'forgetNotice',
          description: 'The investor chooses to redeem an unused code on one of their plans.',
        },
      },
    },
    redeeming: {
      tags: 'dialog',
      description:
        'The redeem dialog is open (its own statechart): which plan, and what the code will do there.',
      invoke: {
        id: 'redeem',
        src: 'redeem',
        input: ({ event }) => ({ code: (event as { code: string }).code }),
        onDone: [
          {
            guard: { type: 'redeemed', params: ({ event }) => event.output },
            target: 'loading',
            actions: { type: 'noteRedeemed', params: ({ event }) => event.output },
            description: 'The code was redeemed: say so and read the codes again (it is used now).',
          },
          { target: 'listed', description: 'The dialog was closed: nothing changed.' },
        ],
      },
    },
  },
});
