// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SignOutError } from '../../../src/api/session';
import { EMPTY_USER_INFO } from '../../../src/api/user';
import { SESSION_HINT_KEY } from '../../../src/app/lazyAuth';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { shell } from '../../pages/shell';
import {
  renderApp,
  signedInUser,
  switchTabAndBack,
  switchTabAway,
  switchTabBack,
} from './appHarness';

beforeEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up of the login page's hint cookie
  document.cookie = 'sr_signed_in=1; Path=/';
});
afterEach(cleanup);

const header = () => within(screen.getByRole('banner'));
/** The header as the shell page object drives it. */
const shellPage = shell(jsdomPerson());
const signedIn = () => Promise.resolve(signedInUser());

/** A promise the test settles, as a server that has not answered yet. */
function pending<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The shell's page-error banner (other alerts, e.g. a page's own load error, may be on screen). */
const pageError = () =>
  waitFor(() => {
    const banner = screen
      .getAllByRole('alert')
      .find((alert) => within(alert).queryByRole('button', { name: /Dismiss|关闭|關閉/ }));
    if (!banner) throw new Error('no page error on screen');
    return banner;
  });
const noPageError = () =>
  waitFor(() =>
    expect(
      screen
        .queryAllByRole('alert')
        .filter((a) => within(a).queryByRole('button', { name: /Dismiss|关闭|關閉/ })),
    ).toHaveLength(0),
  );

async function signedInOn(url: string, options: Parameters<typeof renderApp>[0] = { url }) {
  const app = await renderApp({ getUserInfo: signedIn, resume: true, ...options, url });
  await within(await screen.findByRole('banner')).findByText('active@demo.test');
  return app;
}

describe('signing out from the header', () => {
  it('ends the session once, forgets the user and the hints, and leaves a protected page', async () => {
    const server = pending();
    const app = await signedInOn('/pricing/personalcentre/myplans', {
      url: '',
      endSession: () => server.promise,
    });
    await screen.findByRole('heading', { level: 1, name: 'My Plan' });
    const button = await header().findByRole('button', { name: 'Sign out' });

    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(app.endSession).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // Still signed in until the server has ended the session.
    expect(header().getByText('active@demo.test')).toBeTruthy();

    await act(async () => server.resolve());
    await shellPage.onlySignedOut();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/pricing');
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(document.cookie).not.toContain('sr_signed_in=1');
    expect(app.leaveTo).not.toHaveBeenCalled();
  });

  it('stays on the open pricing page, and works from the keyboard', async () => {
    const app = await signedInOn('/pricing/pricing');
    const button = await header().findByRole('button', { name: 'Sign out' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await shellPage.signedOut();
    expect(app.router.state.location.pathname).toBe('/pricing');
    expect(app.endSession).toHaveBeenCalledTimes(1);
  });

  it('on failure keeps the person signed in and shows a page error with the code, until dismissed', async () => {
    let fail = true;
    const app = await signedInOn('/pricing/personalcentre/myplans', {
      url: '',
      endSession: () => (fail ? Promise.reject(new SignOutError('0005')) : Promise.resolve()),
    });
    await shellPage.signOut();

    await shellPage.pageError({ message: 'signOutFailed', code: '0005' });
    expect(header().getByText('active@demo.test')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My Plan' })).toBeTruthy();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');

    await shellPage.dismissPageError();
    await noPageError();

    // Tried again, it works; the earlier error does not come back.
    fail = false;
    await shellPage.signOut();
    await shellPage.signedOut();
    await noPageError();
    expect(app.endSession).toHaveBeenCalledTimes(2);
  });

  it('shows no code when the server never answered, and clears the error on another page', async () => {
    const app = await signedInOn('/pricing/pricing', {
      url: '',
      endSession: () => Promise.reject(new SignOutError('')),
    });
    await shellPage.signOut();
    await shellPage.pageError({ message: 'signOutFailed', code: '' });
    await shellPage.opens('Choose a plan');
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/products/offerselection'),
    );
    await noPageError();
  });

  it('is in the header’s menu on mobile, in the reader’s language', async () => {
    await renderApp({
      url: '/pricing/pricing',
      getUserInfo: signedIn,
      mobile: true,
      locale: 'zh_HK',
      resume: true,
      endSession: () => Promise.reject(new SignOutError('500')),
    });
    await screen.findByRole('banner');
    // One header row on a phone: the account waits behind the menu.
    expect(header().queryByRole('button', { name: '登出' })).toBeNull();
    await userEvent.click(header().getByRole('button', { name: '選單' }));
    await userEvent.click(await header().findByRole('button', { name: '登出' }));
    const alert = await pageError();
    expect(alert.textContent).toContain('未能登出，請再試一次。');
    expect(alert.textContent).toContain('錯誤代碼 500。');
  });
});

describe('the language choice saved on the account', () => {
  it('a failed save shows a page error; the choice still applies here', async () => {
    await signedInOn('/pricing/personalcentre/myplans', {
      url: '',
      saveLanguage: () => Promise.reject({ errorCode: '0005' }),
    });
    await shellPage.chooseLanguage('zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: '我的方案' })).toBeTruthy();
    const alert = await pageError();
    expect(alert.textContent).toContain('未能将您选择的语言保存到账户，但在此浏览器中仍然有效。');
    expect(alert.textContent).toContain('错误代码 0005。');
  });
});

describe('coming back to the tab', () => {
  it('asks the server again and follows a sign-out in another tab off a protected page', async () => {
    let answer: Promise<ReturnType<typeof signedInUser>> = signedIn();
    const app = await signedInOn('/pricing/personalcentre/myplans', {
      url: '',
      getUserInfo: () => answer,
    });
    await screen.findByRole('heading', { level: 1, name: 'My Plan' });
    expect(app.getUserInfo).toHaveBeenCalledTimes(1);

    // Details changed elsewhere: the header follows.
    answer = Promise.resolve(signedInUser({ email: 'renamed@demo.test' }));
    switchTabAway();
    expect(app.getUserInfo).toHaveBeenCalledTimes(1);
    switchTabBack();
    expect(await header().findByText('renamed@demo.test')).toBeTruthy();

    // Signed out elsewhere (the server says nobody): Sign in, and the protected page gives way
    // to pricing.
    answer = Promise.resolve(EMPTY_USER_INFO);
    switchTabAndBack();
    await shellPage.signedOut();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    expect(app.getUserInfo).toHaveBeenCalledTimes(3);
    expect(app.leaveTo).not.toHaveBeenCalled();

    // A visitor is not asked about on every tab switch.
    switchTabAndBack();
    expect(app.getUserInfo).toHaveBeenCalledTimes(3);
  });

  it('a check that gets no answer (a reload mid-call, offline) keeps the sign-in hints', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const app = await renderApp({
      url: '/pricing/pricing',
      getUserInfo: () => Promise.reject('error'),
      resume: true,
    });
    await waitFor(() => expect(app.getUserInfo).toHaveBeenCalledTimes(1));
    await shellPage.signedOut();
    // The next page asks the server again rather than taking the person for signed out.
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    expect(document.cookie).toContain('sr_signed_in=1');
  });

  it('the server saying nobody is signed in forgets the hints', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const app = await renderApp({
      url: '/pricing/pricing',
      getUserInfo: () => Promise.resolve(EMPTY_USER_INFO),
      resume: true,
    });
    await waitFor(() => expect(app.getUserInfo).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull());
    expect(document.cookie).not.toContain('sr_signed_in=1');
  });

  it('a visitor who signs in in another tab is shown as signed in when they come back', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: no sign-in hint yet
    document.cookie = 'sr_signed_in=; Max-Age=0; Path=/';
    const app = await renderApp({ url: '/pricing/pricing', getUserInfo: signedIn, resume: true });
    await shellPage.signedOut();
    switchTabAndBack();
    expect(app.getUserInfo).not.toHaveBeenCalled();

    // The login page, in the other tab, leaves its hint.
    // biome-ignore lint/suspicious/noDocumentCookie: the login page's hint cookie
    document.cookie = 'sr_signed_in=1; Path=/';
    switchTabAndBack();
    expect(await header().findByText('active@demo.test')).toBeTruthy();
    expect(app.getUserInfo).toHaveBeenCalledTimes(1);
  });
});
