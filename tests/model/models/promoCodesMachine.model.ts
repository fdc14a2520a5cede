import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { codesToShow, redeemable } from '../../../src/machines/promoCodeRules';
import { promoCodesMachine } from '../../../src/machines/promoCodesMachine';
import { activeCoupons, aRedemption, aWallet } from '../../factories/promotion';
import type { promoCodesPage } from '../../pages/promotion';
import { onlyWhile } from '../cannot';
import { readSteps } from '../drivers/ownRead';
import type { MachineModel } from '../machineModel';

// active@'s wallet in the demo data (six codes, GIFTOLD expired); cards@ has none.
const ACTIVE = aWallet();
const NONE = aWallet({ coupons: [], plans: [] });
/** The code the "redeem" step redeems, and the wallet read after it. */
export const REDEEMED = aRedemption();
export const AFTER = aWallet({ coupons: activeCoupons({ [REDEEMED.promoCode]: 'redeemed' }) });

/** The machine's words are the same for the three wallets ("Show the codes"): these tell them apart. */
const ANSWERS = new Map<unknown, string>([
  [ACTIVE, 'The server lists six codes, one expired'],
  [NONE, 'The account has no promo codes'],
  [AFTER, `The server lists the codes, ${REDEEMED.promoCode} now redeemed`],
]);

export const model: MachineModel<typeof promoCodesMachine> = {
  machine: promoCodesMachine,
  serialize: ({ value, context: c }) =>
    JSON.stringify([value, c.coupons.map((x) => x.status), c.filter, c.redeemed !== null]),
  // A first read is of a demo account (six codes or none), the read after redeeming shows the code
  // redeemed.
  events: (s) =>
    [
      ...readSteps('loadWallet', 'codes.retry', s.context.redeemed ? [AFTER] : [ACTIVE, NONE]),
      { type: 'codes.filter', filter: 'expired' },
      { type: 'code.redeem', code: REDEEMED.promoCode },
      { type: 'xstate.done.actor.redeem', output: REDEEMED },
      { type: 'xstate.done.actor.redeem', output: null },
    ] as never,
  cannot: [
    onlyWhile(['codes.filter'], (s) => s.context.coupons.length > 0, 'No codes, no filter.'),
    onlyWhile(
      ['code.redeem'],
      (s) => codesToShow(s.context).some((c) => c.code === REDEEMED.promoCode && redeemable(c)),
      'Redeem is on screen only where the filter shows the code unused.',
    ),
  ],
  describeEvent: (e) => ANSWERS.get((e as AnyEventObject).output),
};

/** `served`: what the real server made up itself in the redemption (its billing date). */
export type Seen = { page: ReturnType<typeof promoCodesPage>; served?: { billingDate: string } };
type Check = (h: Seen, snapshot: SnapshotFrom<typeof promoCodesMachine>) => Promise<void>;
/** The codes the filter keeps, each in its state, and the status line of the last redemption. */
const listed: Check = (h, { context: c }) =>
  h.page.listsOnly(codesToShow(c), c.redeemed && { ...c.redeemed, ...h.served });

/** What each state looks like, in both runners. */
export const sees: Record<string, Check> = {
  loading: (h, snapshot) =>
    snapshot.context.coupons.length ? listed(h, snapshot) : h.page.loading(),
  failed: (h) => h.page.loadFailed(),
  listed,
  redeeming: (h) => h.page.redeemOpen(REDEEMED.promoCode),
};

/** What the investor does at each step, in both runners. */
export const does: Record<string, (h: Seen) => Promise<void>> = {
  'codes.retry': (h) => h.page.retry(),
  'codes.filter': (h) => h.page.filter('Expired'),
  'code.redeem': (h) => h.page.openRedeem(REDEEMED.promoCode),
};
