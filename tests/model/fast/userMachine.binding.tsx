import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserInfo } from '../../../src/api/user';
import { renderApp } from '../../unit/views/appHarness';
import type { Binding } from '../runner';
import {
  NO_PAGE_ERROR,
  promoLink,
  protectedPageAfter,
  type Screen,
  userPathUnsupported,
} from './userPaths';

/** One user-info call the app made; the path's "server answers" step settles it. */
type Call = { resolve: (u: UserInfo) => void; reject: (e: unknown) => void; settled: boolean };

type H = {
  app: Awaited<ReturnType<typeof renderApp>>;
  calls: Call[];
  /** Set once the person signed out: the server then knows no user. */
  signedOut: boolean;
  screen: Screen;
  /** In-app navigations since the promotion link the person arrived with (Back goes there). */
  sinceLink: number;
};

const header = () => within(screen.getByRole('banner'));
const findHeader = async () => within(await screen.findByRole('banner'));

/** The app exactly as main.tsx wires it: real router, lazy session, header; user info held. */
async function openApp(h: Pick<H, 'calls' | 'signedOut'>, url: string) {
  const getUserInfo = () =>
    new Promise<UserInfo>((resolve, reject) => {
      if (h.signedOut) return reject('error');
      h.calls.push({ resolve, reject, settled: false });
    });
  const app = await renderApp({ url, getUserInfo, resume: true });
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
}

/** The user state, as the header and the sign-in gate of protected pages show it (jsdom). */
export const binding: Binding<H> = {
  unsupported: userPathUnsupported,
  async start(path) {
    localStorage.clear();
    const h = { calls: [], signedOut: false } as unknown as H;
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
    'page.error': async () => NO_PAGE_ERROR,
    'page.error.clear': async () => NO_PAGE_ERROR,
    'user.load': async (h) => {
      // The person opens a protected page from the header; its sign-in gate asks the server.
      const asked = h.calls.length;
      const next = protectedPageAfter(h.screen);
      fireEvent.click(header().getByRole('link', { name: next.link }));
      h.screen = next.screen;
      h.sinceLink += 1;
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
      // Signing out happens on the server's /logout page, outside the app; the person then comes
      // back to the pricing page, which loads the app again.
      h.signedOut = true;
      cleanup();
      h.app = await openApp(h, '/pricing/pricing');
      h.screen = 'pricing';
    },
  },
  states: {
    unknown: async () => {
      await expectSignInLink();
    },
    loading: async (h, snapshot) => {
      const { userInfo } = (snapshot as unknown as { context: { userInfo: UserInfo } }).context;
      if (userInfo.id !== 0) await expectEmailInHeader(userInfo.email);
      else await expectSignInLink();
      // On a protected page its sign-in gate shows that it is checking.
      if (h.screen !== 'pricing')
        expect(await screen.findByText('Checking your sign-in…')).toBeTruthy();
      expect(h.calls.at(-1)?.settled).toBe(false);
    },
    signedIn: async (h, snapshot) => {
      const { userInfo } = (snapshot as unknown as { context: { userInfo: UserInfo } }).context;
      await expectEmailInHeader(userInfo.email);
      if (h.screen === 'myplans')
        expect(await screen.findByRole('heading', { name: 'My Plan' })).toBeTruthy();
      expect(h.app.leaveTo).not.toHaveBeenCalled();
    },
    signedOut: async (h) => {
      await expectSignInLink();
      if (h.screen !== 'pricing') {
        // Protected pages send the visitor to the login page, with the way back.
        await waitFor(() =>
          expect(h.app.leaveTo).toHaveBeenLastCalledWith(expect.stringMatching(/^\/login\?next=/)),
        );
        expect(screen.queryByRole('heading', { name: 'My Plan' })).toBeNull();
      }
    },
  },
  async stop() {
    cleanup();
  },
};
