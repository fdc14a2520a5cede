import type { AnyEventObject } from 'xstate';
import { type ReferralContext, referralMachine } from '../../../src/machines/referralMachine';
import { referralInfo, referrerInfo } from '../../factories/referral';
import type { referralPage } from '../../pages/referral';
import { readSteps } from '../drivers/ownRead';
import type { MachineModel } from '../machineModel';

/** referrer@ in the demo data (twelve visits, seven friends), and new@ (a link, nothing yet). */
const REFERRER = referrerInfo();
const NONE = referralInfo();

/** The words of each step: by its answer where one type has several, else by its type. */
const WORDS = new Map<unknown, string>([
  [REFERRER, 'The server lists twelve visits, seven friends and their bonus codes'],
  [NONE, 'A new account: a link and no referrals yet'],
  ['xstate.error.actor.loadReferral', 'The programme cannot be read (network)'],
  ['referral.retry', 'The investor clicks Try again'],
  ['link.copy', 'The investor clicks Copy link'],
  ['xstate.done.actor.copyLink', 'The browser puts the link on the clipboard'],
  ['xstate.error.actor.copyLink', 'The browser refuses the clipboard'],
  ['link.share', 'The investor clicks Share…'],
  ['xstate.done.actor.shareLink', 'The investor shares the link from the sheet'],
  ['xstate.error.actor.shareLink', 'The investor dismisses the share sheet'],
]);

export const model: MachineModel<typeof referralMachine> = {
  machine: referralMachine,
  starts: [
    { description: 'A browser with a share sheet (a phone)', input: { canShare: true } },
    { description: 'A browser without one (most desktops)', input: { canShare: false } },
  ],
  simplePaths: false,
  serialize: (s) => JSON.stringify([s.value, s.context.info?.visitCount ?? null]),
  // While the link is being copied or shared, Copy link and Share… wait.
  events: (s) =>
    [
      ...readSteps('loadReferral', 'referral.retry', [REFERRER, NONE]),
      ...(s.hasTag('busy') ? [] : [{ type: 'link.copy' }, { type: 'link.share' }]),
      { type: 'xstate.done.actor.copyLink' },
      { type: 'xstate.error.actor.copyLink', error: new DOMException('denied', 'NotAllowedError') },
      { type: 'xstate.done.actor.shareLink' },
      { type: 'xstate.error.actor.shareLink', error: new DOMException('dismissed', 'AbortError') },
    ] as never,
  describeEvent: (e) => WORDS.get((e as AnyEventObject).output) ?? WORDS.get(e.type) ?? e.type,
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
