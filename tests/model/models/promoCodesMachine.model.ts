import type { AnyEventObject } from 'xstate';
import type { ScheduledRedemption } from '../../../src/api/contract/promotion';
import { type CodeFilter, codesToShow } from '../../../src/machines/promoCodeRules';
import { promoCodesMachine, type Wallet } from '../../../src/machines/promoCodesMachine';
import { formatDate } from '../../../src/views/format';
import { aRedemption, aWallet } from '../../factories/promotion';
import type { promoCodesPage } from '../../pages/promotion';
import type { MachineModel } from '../machineModel';

// active@'s wallet in the demo data (six codes, GIFTOLD expired); cards@ has none.
const ACTIVE = aWallet();
const NONE = aWallet({ coupons: [], plans: [] });
/** The code the "redeem" step redeems, and the wallet read after it. */
export const REDEEMED = aRedemption();
const AFTER = aWallet({
  coupons: ACTIVE.coupons.map((c) =>
    c.code === REDEEMED.promoCode ? { ...c, status: 'redeemed' as const } : c,
  ),
});
/** The status line after a redemption, with the billing date the server gave it. */
export const noticeOf = (redemption: ScheduledRedemption) =>
  `${redemption.promoCode} is redeemed on HKEx All-Platform. Nothing is charged now: it applies on ${formatDate(redemption.billingDate, 'en')}.`;

const WORDS: Record<string, string> = {
  'xstate.error.actor.loadWallet': 'The codes cannot be read (network)',
  'codes.retry': 'The investor clicks Try again',
  'codes.filter': 'The investor shows only expired codes',
  'code.redeem': `The investor clicks Redeem on a plan for ${REDEEMED.promoCode}`,
};

function describe(e: AnyEventObject): string {
  if (e.type === 'xstate.done.actor.loadWallet') {
    if (e.output === NONE) return 'The account has no promo codes';
    if (e.output === AFTER) return `The server lists the codes, ${REDEEMED.promoCode} now redeemed`;
    return 'The server lists six codes, one expired';
  }
  if (e.type === 'xstate.done.actor.redeem')
    return e.output
      ? `The investor redeems ${REDEEMED.promoCode} on HKEx All-Platform in the dialog`
      : 'The investor closes the dialog';
  return WORDS[e.type] ?? e.type;
}

export const model: MachineModel<typeof promoCodesMachine> = {
  machine: promoCodesMachine,
  simplePaths: false,
  serialize: (s) =>
    JSON.stringify([
      s.value,
      s.context.coupons.filter((c) => c.status === 'unused').length,
      s.context.filter,
      s.context.redeemed !== null,
    ]),
  // Only what is on the screen can be clicked: Redeem for an unused code the filter shows, the
  // filter itself only when there are codes.
  events: (s) =>
    [
      { type: 'xstate.done.actor.loadWallet', output: ACTIVE },
      { type: 'xstate.done.actor.loadWallet', output: NONE },
      { type: 'xstate.done.actor.loadWallet', output: AFTER },
      { type: 'xstate.error.actor.loadWallet', error: new TypeError('offline') },
      { type: 'codes.retry' },
      ...(s.context.coupons.length > 0 ? [{ type: 'codes.filter', filter: 'expired' }] : []),
      ...(s.context.filter !== 'expired' &&
      s.context.coupons.some((c) => c.code === REDEEMED.promoCode && c.status === 'unused')
        ? [{ type: 'code.redeem', code: REDEEMED.promoCode }]
        : []),
      { type: 'xstate.done.actor.redeem', output: REDEEMED },
      { type: 'xstate.done.actor.redeem', output: null },
    ] as never,
  describeEvent: describe,
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.loadWallet' &&
        (state.context.redeemed ? event.output !== AFTER : event.output === AFTER),
      why: `The read after redeeming shows ${REDEEMED.promoCode} redeemed; a first read is of a demo account (none or six codes).`,
    },
  ],
};

/** What the screen shows: the codes the filter keeps, and what the tab last did. */
type CodesTruth = { wallet: Wallet | null; filter: CodeFilter; notice: string | null };
export const freshTruth = (): CodesTruth => ({ wallet: null, filter: 'all', notice: null });

export type Seen = { page: ReturnType<typeof promoCodesPage>; truth: CodesTruth };
const listed = async (h: Seen) => {
  const coupons = h.truth.wallet?.coupons ?? [];
  const shown = codesToShow({ coupons, filter: h.truth.filter }).map((c) => c.code);
  await h.page.lists(shown);
  for (const c of coupons) if (!shown.includes(c.code)) await h.page.seesNoCode(c.code);
  if (h.truth.notice) await h.page.announces(h.truth.notice);
};

/** What each state looks like, in both runners. */
export const sees: Record<string, (h: Seen) => Promise<void>> = {
  loading: (h) => (h.truth.wallet?.coupons.length ? listed(h) : h.page.loading()),
  failed: (h) => h.page.loadFailed(),
  listed,
  redeeming: (h) => h.page.redeemOpen(REDEEMED.promoCode),
};

/** What the investor does at each step, in both runners. */
export const does: Record<string, (h: Seen) => Promise<void>> = {
  'codes.retry': (h) => h.page.retry(),
  'codes.filter': (h) => {
    h.truth.filter = 'expired';
    h.truth.notice = null;
    return h.page.filter('Expired');
  },
  'code.redeem': (h) => {
    h.truth.notice = null;
    return h.page.openRedeem(REDEEMED.promoCode);
  },
};
