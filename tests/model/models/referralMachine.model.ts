import { type ReferralContext, referralMachine } from '../../../src/machines/referralMachine';
import { referrerInfo } from '../../factories/referral';
import type { referralPage } from '../../pages/referral';
import { readSteps } from '../drivers/ownRead';
import type { MachineModel } from '../machineModel';

export const model: MachineModel<typeof referralMachine> = {
  machine: referralMachine,
  starts: [
    { description: 'A browser with a share sheet (a phone)', input: { canShare: true } },
    { description: 'A browser without one (most desktops)', input: { canShare: false } },
  ],
  simplePaths: false,
  // While the link is being copied or shared, Copy link and Share… wait.
  events: (s) =>
    [
      // referrer@'s programme in the demo data: twelve visits, seven friends, their bonus codes.
      ...readSteps('loadReferral', 'referral.retry', [referrerInfo()]),
      ...(s.hasTag('busy') ? [] : [{ type: 'link.copy' }, { type: 'link.share' }]),
      { type: 'xstate.done.actor.copyLink' },
      { type: 'xstate.error.actor.copyLink', error: new DOMException('denied', 'NotAllowedError') },
      { type: 'xstate.done.actor.shareLink' },
      { type: 'xstate.error.actor.shareLink', error: new DOMException('dismissed', 'AbortError') },
    ] as never,
};

export type Seen = { page: ReturnType<typeof referralPage> };
type Check = (h: Seen, s: { context: ReferralContext }) => Promise<void>;

/** What each state looks like, in both runners. */
export const sees: Record<string, Check> = {
  loading: (h) => h.page.loading(),
  failed: (h) => h.page.loadFailed(),
  // Whatever is under way: the link, and the figures the path's read gave (in Chromium, the real
  // server's must be those).
  ready: (h, s) => h.page.shows(s.context.info!),
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
};
