import type { AnyEventObject } from 'xstate';
import { type ReferralContext, referralMachine } from '../../../src/machines/referralMachine';
import { aRedemption, REFERRER_PLAN } from '../../factories/promotion';
import { anAvailableBonus, referrerInfo } from '../../factories/referral';
import type { referralPage } from '../../pages/referral';
import { onlyWhile } from '../cannot';
import { readSteps } from '../drivers/ownRead';
import type { MachineModel } from '../machineModel';

export const model: MachineModel<typeof referralMachine> = {
  machine: referralMachine,
  starts: [
    { description: 'A browser with a share sheet (a phone)', input: { canShare: true } },
    { description: 'A browser without one (most desktops)', input: { canShare: false } },
  ],
  events: (s) =>
    [
      // referrer@'s programme in the demo data: twelve visits, seven friends, their bonus codes
      // (read again once one is redeemed).
      ...readSteps('loadReferral', 'referral.retry', [referrerInfo(!!s.context.redeemed)]),
      { type: 'link.copy' },
      { type: 'link.share' },
      REDEEM,
      { type: 'xstate.done.actor.redeem', output: REDEEMED },
      { type: 'xstate.done.actor.redeem', output: null },
      { type: 'xstate.done.actor.copyLink' },
      { type: 'xstate.error.actor.copyLink', error: new DOMException('denied', 'NotAllowedError') },
      { type: 'xstate.done.actor.shareLink' },
      { type: 'xstate.error.actor.shareLink', error: new DOMException('dismissed', 'AbortError') },
    ] as never,
  cannot: [
    onlyWhile(
      ['link.copy', 'link.share', 'code.redeem'],
      (s) => !s.hasTag('busy'),
      'While the link is being copied or shared, Copy link, Share… and Redeem wait.',
    ),
    onlyWhile(
      ['link.share'],
      (s) => s.context.canShare,
      'Share… is offered only by a browser with a share sheet.',
    ),
  ],
};

/** referrer@'s available bonus code, redeemed on their one plan (Combo Premium). */
export const BONUS = anAvailableBonus().code;
const REDEEM = { type: 'code.redeem', code: BONUS };
export const REDEEMED = aRedemption({ ...REFERRER_PLAN, promoCode: BONUS });

/** `served`: what the real server made up itself in the redemption (its billing date). */
export type Seen = { page: ReturnType<typeof referralPage>; served?: { billingDate: string } };
type Check = (h: Seen, s: { context: ReferralContext }) => Promise<void>;
/** The programme as the path's read gave it (in Chromium, the real server's), and any notice. */
const shown: Check = (h, { context: c }) =>
  h.page.shows(c.info!, c.redeemed && { ...c.redeemed, ...h.served });

/** What each state looks like, in both runners. */
export const sees: Record<string, Check> = {
  // Read again after a redemption: what was shown stays on screen meanwhile.
  loading: (h, s) => (s.context.info ? shown(h, s) : h.page.loading()),
  failed: (h) => h.page.loadFailed(),
  redeeming: (h) => h.page.redeemOpen(BONUS),
  ready: shown,
  'ready.idle': (h, s) => h.page.idle(s.context.canShare),
  'ready.copying': (h) => h.page.copyingWaits(),
  'ready.copied': (h) => h.page.copied(),
  'ready.copyFailed': (h) => h.page.copyFailed(),
  'ready.sharing': (h) => h.page.sharing(),
};

/** What the investor does, in both runners. */
export const does = {
  'referral.retry': (h: Seen) => h.page.retry(),
  'link.copy': (h: Seen) => h.page.copy(),
  'link.share': (h: Seen) => h.page.share(),
  'code.redeem': (h: Seen) => h.page.openRedeem(BONUS),
  // The dialog's own steps are its model's: here its one plan is redeemed on, or it is closed.
  'xstate.done.actor.redeem': (h: Seen, e: AnyEventObject) =>
    e.output ? h.page.confirmRedeem(BONUS) : h.page.closeRedeem(BONUS),
};
