import type { Browser } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { REFERRAL_URL, referralPage } from '../../pages/referral';
import { expect, HeldRequests, type RealScreen, Sessions } from '../drivers/heldRequests';
import { does, type Seen, sees } from '../models/referralMachine.model';
import type { Binding } from '../runner';

type H = Seen & RealScreen;
/** Settles a held browser promise: done, or refused with a DOMException's message and name. */
type HeldWindow = { __held: Partial<Record<string, (error?: [string, string]) => void>> };

/**
 * The browser's side, held like the server's answers (keyed by the machine's actor): the clipboard
 * waits for the path's step (then the real clipboard takes the link, or the browser refuses), and
 * a share sheet, where the path's browser has one, waits to be used or dismissed. Desktop Chromium
 * has no sheet of its own, so a phone's is stood in for.
 */
function holdBrowser(canShare: boolean) {
  const held: HeldWindow['__held'] = {};
  (window as unknown as HeldWindow).__held = held;
  const hold = (actor: string, done: () => Promise<void>) =>
    new Promise<void>((resolve, reject) => {
      held[actor] = (error) => {
        delete held[actor];
        if (error) reject(new DOMException(...error));
        else done().then(resolve, reject);
      };
    });
  const write = navigator.clipboard.writeText.bind(navigator.clipboard);
  navigator.clipboard.writeText = (text) => hold('copyLink', () => write(text));
  if (canShare) navigator.share = () => hold('shareLink', async () => undefined);
}

/** Once the page waits on the clipboard or the sheet, it settles as the path's step says. */
const settle = (actor: string) => async (h: H, e: AnyEventObject) => {
  const refused = e.error && ([e.error.message, e.error.name] as [string, string]);
  const waiting = await h.tab.waitForFunction(
    (a) => (window as unknown as HeldWindow).__held[a],
    actor,
    { timeout: 5_000 },
  );
  await waiting.evaluate((settleIt, err) => settleIt?.(err), refused);
};

/** Referral Program in Chromium against the real server: referrer@'s programme, or new@'s. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      // referrer@ or new@, whichever has the figures the path shows.
      const shown = path.states.findLast((s) => s.context.info)?.context.info;
      const tab = await sessions.open(shown?.visitCount ? 'referrer@demo.test' : 'new@demo.test');
      await tab.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await tab.addInitScript(holdBrowser, path.states[0]?.context.canShare === true);
      const held = new HeldRequests(tab);
      await held.hold('getReferralInfo');
      await tab.goto(REFERRAL_URL);
      return { tab, held, page: referralPage(playwrightPerson(tab)) };
    },
    events: {
      ...does,
      // Whether it is the account the path expects, the figures seen next say.
      'xstate.done.actor.loadReferral': (h) =>
        h.held.releaseOk('getReferralInfo', 'the server reads the programme'),
      'xstate.error.actor.loadReferral': (h) => h.held.drop('getReferralInfo', false),
      'xstate.done.actor.copyLink': async (h, e) => {
        await settle('copyLink')(h, e);
        const link = await h.tab.getByRole('textbox', { name: 'Your referral link' }).inputValue();
        await expect.poll(() => h.tab.evaluate(() => navigator.clipboard.readText())).toBe(link);
      },
      'xstate.error.actor.copyLink': settle('copyLink'),
      'xstate.done.actor.shareLink': settle('shareLink'),
      'xstate.error.actor.shareLink': settle('shareLink'),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
