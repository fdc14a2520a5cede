import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { SignOutError } from '../../../src/api/session';
import type { UserInfo } from '../../../src/api/user';
import type { PageErrorInfo } from '../../../src/machines/userMachine';
import { PAGE_ERROR_TEXT } from '../../pages/shell';
import { renderApp, switchTabAway, switchTabBack } from '../../unit/views/appHarness';
import type { Binding } from '../runner';
import { promoLink, protectedPageAfter, type Screen } from './userPaths';

/** One user-info call the app made; the path's "server answers" step settles it. */
type Call = { resolve: (u: UserInfo) => void; reject: (e: unknown) => void; settled: boolean };

type Snapshot = {
  matches: (state: string) => boolean;
  context: { userInfo: UserInfo; pageErrorInfo: PageErrorInfo | null };
};

type H = {
  app: Awaited<ReturnType<typeof renderApp>>;
  calls: Call[];
  /** How the server answers the next POST /logout: ends the session, or fails with a code. */
  signOut: { ok: true } | { ok: false; code: string };
  screen: Screen;
  /** In-app navigations since the promotion link the person arrived with (Back goes there). */
  sinceLink: number;
  /** The last state checked: what the person has in front of them before the next step. */
  now: Snapshot;
  /** The current question is a refresh on coming back to the tab (not a sign-in gate's). */
  refreshing: boolean;
};

const header = () => within(screen.getByRole('banner'));
const findHeader = async () => within(await screen.findByRole('banner'));

/** The shell's page-error banner: an alert with a Dismiss button (pages have alerts of their own). */
const pageErrorBanners = () =>
  screen
    .queryAllByRole('alert')
    .filter((alert) => within(alert).queryByRole('button', { name: 'Dismiss' }));

/** The app exactly as main.tsx wires it: real router, lazy session, header; user info held. */
async function openApp(h: Pick<H, 'calls' | 'signOut'>, url: string) {
  const getUserInfo = () =>
    new Promise<UserInfo>((resolve, reject) => {
      h.calls.push({ resolve, reject, settled: false });
    });
  const endSession = async () => {
    if (!h.signOut.ok) throw new SignOutError(h.signOut.code);
  };
  const app = await renderApp({ url, getUserInfo, resume: true, endSession });
  // main.tsx: every resolved navigation tells the user state the address's query (url.query).
  app.router.subscribe('onResolved', ({ toLocation }) => app.auth.noteSearch(toLocation.search));
  return app;
}

async function goToPlainPricing(h: H) {
  fireEvent.click(header().getByRole('link', { name: 'Pricing' }));
  await waitFor(() => expect(h.app.router.state.location.searchStr).toBe(''));
  h.sinceLink += 1;
}

function unanswered(h: H): Call {
  const call = h.calls.at(-1);
  if (!call || call.settled) throw new Error('the app has not asked the server who the user is');
  call.settled = true;
  return call;
}

async function expectEmailInHeader(email: string) {
  await findHeader();
  await waitFor(() => expect(header().getByText(email)).toBeTruthy());
  expect(header().queryByRole('link', { name: 'Sign in' })).toBeNull();
}

async function expectSignInLink() {
  expect(await (await findHeader()).findByRole('link', { name: 'Sign in' })).toBeTruthy();
  expect(header().queryByText(/Signed in as/)).toBeNull();
  expect(header().queryByRole('button', { name: 'Sign out' })).toBeNull();
}

/** In every state: the banner shows the page error (words and code), or there is none. */
async function expectPageError(error: PageErrorInfo | null) {
  if (!error) {
    await waitFor(() => expect(pageErrorBanners()).toHaveLength(0));
    return;
  }
  await waitFor(() => expect(pageErrorBanners()).toHaveLength(1));
  const text = pageErrorBanners()[0]?.textContent ?? '';
  expect(text).toContain(PAGE_ERROR_TEXT[error.message]);
  if (error.code) expect(text).toContain(`Error code: ${error.code}`);
  else expect(text).not.toContain('Error code');
}

const pathIsProtected = (s: Screen) => s === 'myplans' || s === 'offers';

async function clickSignOut() {
  const button = await (await findHeader()).findByRole('button', { name: 'Sign out' });
  await act(async () => {
    fireEvent.click(button);
  });
}

/** The user state, as the header, the page-error banner and the sign-in gate show it (jsdom). */
export const binding: Binding<H> = {
  async start(path) {
    localStorage.clear();
    const h = { calls: [], signOut: { ok: true }, refreshing: false } as unknown as H;
    const withLink = path.events.some((e) => e.type === 'url.query');
    h.app = await openApp(h, withLink ? promoLink(path) : '/pricing/pricing');
    h.screen = 'pricing';
    h.sinceLink = 0;
    await screen.findByRole('heading', { level: 1 });
    // Arrived by a promotion link, the person first goes to the plain pricing page: the user
    // state's query is empty again, as the path's start has it.
    if (withLink) await goToPlainPricing(h);
    return h;
  },
  events: {
    'page.error': async (h, event) => {
      // The person clicks Sign out; the server fails with the path's code.
      h.signOut = { ok: false, code: (event as unknown as PageErrorInfo).code };
      await clickSignOut();
    },
    'page.error.clear': async () => {
      const [banner] = pageErrorBanners();
      if (!banner) throw new Error('no page error to dismiss');
      fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    },
    'user.load': async (h) => {
      const asked = h.calls.length;
      if (h.now.matches('signedIn')) {
        // The person switches to another tab and back: the app asks again who is signed in.
        h.refreshing = true;
        switchTabAway();
        switchTabBack();
      } else {
        // The person opens a protected page from the header; its sign-in gate asks the server.
        h.refreshing = false;
        const next = protectedPageAfter(h.screen);
        fireEvent.click(header().getByRole('link', { name: next.link }));
        h.screen = next.screen;
        h.sinceLink += 1;
      }
      await waitFor(() => expect(h.calls.length).toBe(asked + 1));
    },
    'xstate.done.actor.fetchUserInfo': async (h, event) => {
      unanswered(h).resolve((event as unknown as { output: UserInfo }).output);
    },
    'xstate.error.actor.fetchUserInfo': async (h) => {
      unanswered(h).reject('error');
    },
    'url.query': async (h, event) => {
      // The person presses Back until they are at the promotion link they arrived with; the
      // app stays loaded and tells the user state the link's coupon and origin.
      if (h.sinceLink === 0) await goToPlainPricing(h);
      h.app.router.history.go(-h.sinceLink);
      const { search } = event as unknown as { search: Record<string, string> };
      await waitFor(() => expect(h.app.router.state.location.search).toMatchObject(search));
      h.screen = 'pricing';
      h.sinceLink = 0;
    },
    'user.reset': async (h) => {
      // The person clicks Sign out in the header and the server ends the session.
      const asked = h.app.endSession.mock.calls.length;
      h.signOut = { ok: true };
      await clickSignOut();
      expect(h.app.endSession).toHaveBeenCalledTimes(asked + 1);
      // A protected page gives way to the pricing page (replacing it in the history).
      if (pathIsProtected(h.screen)) {
        await waitFor(() => expect(h.app.router.state.location.pathname).toBe('/pricing'));
        h.screen = 'pricing';
      }
    },
  },
  states: {
    unknown: async (h, snapshot) => {
      h.now = snapshot as unknown as Snapshot;
      await expectSignInLink();
      await expectPageError(h.now.context.pageErrorInfo);
      if (h.screen === 'pricing')
        expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    },
    loading: async (h, snapshot) => {
      h.now = snapshot as unknown as Snapshot;
      const { userInfo, pageErrorInfo } = h.now.context;
      if (userInfo.id !== 0) await expectEmailInHeader(userInfo.email);
      else await expectSignInLink();
      await expectPageError(pageErrorInfo);
      if (h.refreshing) {
        // Coming back to the tab: the page stays as it was while the app asks.
        expect(screen.queryByText('Checking your sign-in…')).toBeNull();
        if (h.screen === 'myplans')
          expect(screen.getByRole('heading', { level: 1, name: 'My Plan' })).toBeTruthy();
      } else if (h.screen !== 'pricing') {
        // On a protected page its sign-in gate shows that it is checking.
        expect(await screen.findByText('Checking your sign-in…')).toBeTruthy();
      }
      expect(h.calls.at(-1)?.settled).toBe(false);
    },
    signedIn: async (h, snapshot) => {
      h.now = snapshot as unknown as Snapshot;
      const { userInfo, pageErrorInfo } = h.now.context;
      await expectEmailInHeader(userInfo.email);
      expect(await header().findByRole('button', { name: 'Sign out' })).toBeTruthy();
      await expectPageError(pageErrorInfo);
      if (h.screen === 'myplans')
        expect(await screen.findByRole('heading', { name: 'My Plan' })).toBeTruthy();
      expect(h.app.leaveTo).not.toHaveBeenCalled();
    },
    signedOut: async (h, snapshot) => {
      h.now = snapshot as unknown as Snapshot;
      await expectSignInLink();
      await expectPageError(h.now.context.pageErrorInfo);
      if (h.screen === 'pricing') return;
      if (h.refreshing) {
        // Signed out in another tab: the protected page gives way to the pricing page.
        await waitFor(() => expect(h.app.router.state.location.pathname).toBe('/pricing'));
        expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
        expect(h.app.leaveTo).not.toHaveBeenCalled();
        h.screen = 'pricing';
        return;
      }
      // Protected pages send the visitor to the login page, with the way back.
      await waitFor(() =>
        expect(h.app.leaveTo).toHaveBeenLastCalledWith(expect.stringMatching(/^\/login\?next=/)),
      );
      expect(screen.queryByRole('heading', { name: 'My Plan' })).toBeNull();
    },
  },
  async stop() {
    cleanup();
  },
};
