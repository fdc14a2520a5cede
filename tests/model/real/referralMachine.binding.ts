import type { AnyEventObject } from 'xstate';
import { REFERRAL_URL, referralPage } from '../../pages/referral';
import { eitherWay, expect, realScreens, refusal, showScreen } from '../drivers/heldRequests';
import { realRead } from '../drivers/ownScreens';
import * as model from '../models/referralMachine.model';

/** Settles a held browser call: done, or refused (a DOMException's message and name). */
type Settle = (refused?: [string, string]) => void;
/** The page asks the binding for the path's step (exposed as `pathStep`). */
type Stepped = { pathStep(actor: string): Promise<[string, string] | undefined> };
type Waiting = { waiting: Map<string, Settle> };

/**
 * The browser's side, held like the server's answers (keyed by the machine's actor): the clipboard
 * waits for the path's step (then the real clipboard takes the link, or the browser refuses), and
 * a share sheet, where the path's browser has one, waits to be used or dismissed. Desktop Chromium
 * has no sheet of its own, so a phone's is stood in for.
 */
function holdBrowser(canShare: boolean) {
  const hold = (actor: string, done: () => Promise<void>) =>
    (window as unknown as Stepped)
      .pathStep(actor)
      .then((refused) => (refused ? Promise.reject(new DOMException(...refused)) : done()));
  const write = navigator.clipboard.writeText.bind(navigator.clipboard);
  navigator.clipboard.writeText = (text) => hold('copyLink', () => write(text));
  if (canShare) navigator.share = () => hold('shareLink', async () => undefined);
}

/** Once the page waits on the clipboard or the sheet, it settles as the path's step says. */
const settle = (actor: string) => async (h: Waiting, e: AnyEventObject) => {
  await expect.poll(() => h.waiting.has(actor), { message: `${actor} was not called` }).toBe(true);
  h.waiting.get(actor)?.(refusal(e));
  h.waiting.delete(actor);
};

/** Referral Program in Chromium against the real server: referrer@'s programme. */
export const realBinding = realScreens<model.Seen & Waiting>(model, (sessions) => ({
  async start(path) {
    const tab = await sessions.open('referrer@demo.test');
    await tab.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const waiting = new Map<string, Settle>();
    await tab.exposeFunction('pathStep', (a: string) => new Promise((s) => waiting.set(a, s)));
    await tab.addInitScript(holdBrowser, path.states[0]?.context.canShare === true);
    const held = ['getReferralInfo', 'redeemCoupon'];
    return { ...(await showScreen(tab, REFERRAL_URL, referralPage, ...held)), waiting };
  },
  events: {
    ...realRead('loadReferral', 'getReferralInfo', 'the server reads the programme'),
    'xstate.done.actor.copyLink': async (h, e) => {
      await settle('copyLink')(h, e);
      const link = await h.tab.getByRole('textbox', { name: 'Your referral link' }).inputValue();
      await expect.poll(() => h.tab.evaluate(() => navigator.clipboard.readText())).toBe(link);
    },
    'xstate.error.actor.copyLink': settle('copyLink'),
    ...eitherWay('shareLink', settle('shareLink')),
    // The real server redeems it on referrer@'s one plan; the programme read next shows it spent.
    'xstate.done.actor.redeem': async (h, e) => {
      await model.does['xstate.done.actor.redeem'](h, e);
      if (!e.output) return;
      sessions.changesData();
      const { redemption } = await h.held.releaseOk('redeemCoupon', 'the server redeems it');
      h.served = redemption as { billingDate: string };
    },
  },
}));
