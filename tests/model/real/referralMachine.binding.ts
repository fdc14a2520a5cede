import type { Browser, Page } from '@playwright/test';
import type { ReferralInfo } from '../../../src/api/contract/promotion';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { REFERRAL_URL, referralPage } from '../../pages/promotion';
import {
  expect,
  firstOutput,
  HeldRequests,
  type RealScreen,
  Sessions,
} from '../drivers/heldRequests';
import { does, infoIn, read, type Seen, sees, startTruth } from '../models/referralMachine.model';
import type { Binding } from '../runner';

type H = Seen & RealScreen;

/**
 * The browser's side, held like the server's answers: the clipboard waits for the path's step (the
 * real clipboard takes the link, or the browser refuses it), and a share sheet, where the path's
 * browser has one, waits for the person to share or dismiss it. Desktop Chromium has no sheet of
 * its own, so a phone's is stood in for.
 */
function holdBrowser(canShare: boolean) {
  type Held = { done: () => void; fail: (e: unknown) => void };
  const w = window as unknown as { __clipboard?: Held; __sheet?: Held };
  const clipboard = navigator.clipboard;
  const write = clipboard.writeText.bind(clipboard);
  clipboard.writeText = (text: string) =>
    new Promise((resolve, reject) => {
      w.__clipboard = { done: () => write(text).then(resolve, reject), fail: reject };
    });
  if (canShare)
    navigator.share = () =>
      new Promise((resolve, reject) => {
        w.__sheet = { done: () => resolve(), fail: reject };
      });
}

async function settle(tab: Page, which: '__clipboard' | '__sheet', outcome: 'done' | 'fail') {
  await expect.poll(() => tab.evaluate((k) => k in window, which)).toBe(true);
  await tab.evaluate(
    ([k, how]) => {
      const held = (window as unknown as Record<string, Record<string, (e?: unknown) => void>>)[k];
      delete (window as unknown as Record<string, unknown>)[k];
      if (how === 'done') held?.done?.();
      else
        held?.fail?.(
          new DOMException('refused', k === '__sheet' ? 'AbortError' : 'NotAllowedError'),
        );
    },
    [which, outcome] as const,
  );
}

/** Referral Program in Chromium against the real server: referrer@'s programme, or new@'s. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const truth = startTruth(path);
      const first = firstOutput<ReferralInfo>(path, 'xstate.done.actor.loadReferral');
      const tab = await sessions.open(first?.visitCount ? 'referrer@demo.test' : 'new@demo.test');
      await tab.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await tab.addInitScript(holdBrowser, truth.canShare);
      const held = new HeldRequests(tab);
      await held.hold('getReferralInfo');
      await tab.goto(REFERRAL_URL);
      return { tab, held, page: referralPage(playwrightPerson(tab)), truth };
    },
    events: {
      ...does,
      'xstate.done.actor.loadReferral': async (h, e) => {
        const body = await h.held.releaseOk('getReferralInfo', 'the server reads the programme');
        const info = body as unknown as ReferralInfo;
        expect([info.visitCount, info.totalReferrals], 'the account the path expects').toEqual([
          infoIn(e).visitCount,
          infoIn(e).totalReferrals,
        ]);
        read(h.truth, info);
      },
      'xstate.error.actor.loadReferral': (h) => h.held.drop('getReferralInfo', false),
      'xstate.done.actor.copyLink': async (h) => {
        await settle(h.tab, '__clipboard', 'done');
        const link = await h.tab.getByRole('textbox', { name: 'Your referral link' }).inputValue();
        await expect.poll(() => h.tab.evaluate(() => navigator.clipboard.readText())).toBe(link);
      },
      'xstate.error.actor.copyLink': (h) => settle(h.tab, '__clipboard', 'fail'),
      'xstate.done.actor.shareLink': (h) => settle(h.tab, '__sheet', 'done'),
      'xstate.error.actor.shareLink': (h) => settle(h.tab, '__sheet', 'fail'),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
