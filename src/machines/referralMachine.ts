import { assign, fromPromise, setup } from 'xstate';
import type { ReferralInfo, ScheduledRedemption } from '../api/contract/promotion';
import { type RedeemOutput, redeemMachine } from './redeemMachine';

export interface ReferralInput {
  /** Whether this browser has a share sheet (most phones do); set at the app's edge. */
  canShare?: boolean;
}

export interface ReferralContext {
  /** The programme as last read; null until the first read. */
  info: ReferralInfo | null;
  canShare: boolean;
  /** The bonus code last redeemed on a plan here, for the notice that says where and when. */
  redeemed: ScheduledRedemption | null;
}

export type ReferralEvent =
  | { type: 'referral.retry' }
  | { type: 'link.copy' }
  | { type: 'link.share' }
  | { type: 'code.redeem'; code: string };

/**
 * Referral Program: the investor's referral link (copy it, or hand it to the phone's share sheet),
 * its visits and referrals, and the HKD bonus codes it earned. Copying and sharing are the
 * browser's (bound at the app's edge); the QR code and the chat apps' links are drawn from the link.
 */
export const referralMachine = setup({
  types: {
    input: {} as ReferralInput,
    context: {} as ReferralContext,
    events: {} as ReferralEvent,
    tags: {} as 'busy',
    children: {} as { redeem: 'redeem' },
  },
  actors: {
    // Bound at the app's edge: GET /api/ch/m9/rp, the clipboard, the share sheet.
    loadReferral: fromPromise<ReferralInfo>(() =>
      Promise.reject(new Error('loadReferral is provided by the app')),
    ),
    copyLink: fromPromise<void, { link: string }>(() =>
      Promise.reject(new Error('copyLink is provided by the app')),
    ),
    shareLink: fromPromise<void, { link: string }>(() =>
      Promise.reject(new Error('shareLink is provided by the app')),
    ),
    // Its plans and POST pc/ap bound at the app's edge, as on My Promo Codes.
    redeem: redeemMachine,
  },
  guards: {
    canShare: ({ context }) => context.canShare,
    available: ({ context }, code: string) =>
      context.info?.rewards.some((r) => r.code === code && r.status === 'available') ?? false,
    redeemed: (_, output: RedeemOutput) => output !== null,
  },
  actions: {
    show: assign({ info: (_, info: ReferralInfo) => info }),
    noteRedeemed: assign({ redeemed: (_, output: RedeemOutput) => output }),
  },
}).createMachine({
  id: 'referral',
  description:
    'Referral Program: the referral link with copy and share, a QR code and chat links for it, visits, referrals, bonus totals in HKD and each bonus code with its status, dates and reason; an available bonus code can be redeemed on a plan.',
  context: ({ input }) => ({ info: null, canShare: input?.canShare ?? false, redeemed: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      description: 'Reading the referral programme.',
      invoke: {
        id: 'loadReferral',
        src: 'loadReferral',
        onDone: {
          target: 'ready',
          actions: { type: 'show', params: ({ event }) => event.output },
          description: 'Show the link, the figures and the bonus codes.',
        },
        onError: {
          target: 'failed',
          description: 'The programme could not be read: say so and offer to try again.',
        },
      },
    },
    failed: {
      description: 'The programme could not be loaded; no zeros pretend there is nothing.',
      on: {
        'referral.retry': { target: 'loading', description: 'The investor asks to load again.' },
      },
    },
    ready: {
      description: 'The link, how to pass it on, the figures and the bonus codes.',
      initial: 'idle',
      on: {
        'link.copy': {
          target: '.copying',
          description: 'The investor copies the link.',
        },
        'link.share': {
          guard: 'canShare',
          target: '.sharing',
          description: 'The investor opens the share sheet (only where the browser has one).',
        },
        'code.redeem': {
          guard: { type: 'available', params: ({ event }) => event.code },
          target: 'redeeming',
          description:
            'The investor redeems an available bonus code on a plan: it comes off a next charge.',
        },
      },
      states: {
        idle: { description: 'Nothing under way.' },
        copying: {
          tags: 'busy',
          description: 'Putting the link on the clipboard.',
          invoke: {
            id: 'copyLink',
            src: 'copyLink',
            input: ({ context }) => ({ link: context.info?.myLink ?? '' }),
            onDone: { target: 'copied', description: 'Copied: say "Copied URL".' },
            onError: {
              target: 'copyFailed',
              description:
                'The browser refused: say so; the link stays selectable to copy by hand.',
            },
          },
        },
        copied: { description: 'The link is on the clipboard: "Copied URL".' },
        copyFailed: {
          description: 'The link could not be copied; the investor can select it and copy it.',
        },
        sharing: {
          tags: 'busy',
          description: 'The share sheet is open.',
          invoke: {
            id: 'shareLink',
            src: 'shareLink',
            input: ({ context }) => ({ link: context.info?.myLink ?? '' }),
            onDone: { target: 'idle', description: 'Shared (or the sheet was closed).' },
            onError: {
              target: 'idle',
              description:
                'The sheet was dismissed or failed: nothing to say, the link is still here.',
            },
          },
        },
      },
    },
    redeeming: {
      description:
        'The redeem dialog is open (its own statechart): which plan, and what the bonus will do there.',
      invoke: {
        id: 'redeem',
        src: 'redeem',
        input: ({ event }) => ({ code: (event as { code: string }).code }),
        onDone: [
          {
            guard: { type: 'redeemed', params: ({ event }) => event.output },
            target: 'loading',
            actions: { type: 'noteRedeemed', params: ({ event }) => event.output },
            description:
              'The bonus code was redeemed: say so, and read the programme again (the code is spent).',
          },
          { target: 'ready', description: 'The dialog was closed: nothing changed.' },
        ],
      },
    },
  },
});
