// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../src/api/user';
import { SESSION_HINT_KEY } from '../../../src/app/lazyAuth';
import { SIGNING_IN_KEY } from '../../../src/app/signInHint';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { heading } from '../../pages/person';
import { SHELL, shell } from '../../pages/shell';
import { GATE, loginFor, signInGate } from '../../pages/signInGate';
import { renderApp, signedInUser } from './appHarness';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** A user-info answer the test releases when it wants, as on a slow network. */
function heldAnswer() {
  let settle: { resolve: (user: UserInfo) => void; reject: (reason: unknown) => void } = {
    resolve: () => {},
    reject: () => {},
  };
  const promise = new Promise<UserInfo>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { getUserInfo: () => promise, ...settle };
}

describe('sign-in gate in the router', () => {
  it('shows the checking view, then the page for a signed-in user', async () => {
    const answer = heldAnswer();
    const app = await renderApp({
      url: GATE.deepLink,
      getUserInfo: answer.getUserInfo,
    });

    await signInGate(jsdomPerson()).checking();
    // The layout stays visible around the check.
    expect(screen.getByRole('banner')).toBeTruthy();

    answer.resolve(signedInUser());
    expect(await screen.findByRole('heading', { name: GATE.protectedHeading })).toBeTruthy();
    expect(screen.getByText('active@demo.test')).toBeTruthy();
    expect(app.leaveTo).not.toHaveBeenCalled();
    expect(app.getUserInfo).toHaveBeenCalledTimes(1);
  });

  it('sends a browser nobody signed in to straight to the login page, without asking', async () => {
    const app = await renderApp({
      url: '/pricing/products/offerselection?product=COMBO',
      getUserInfo: () => Promise.resolve(signedInUser()),
      askWithoutHint: false,
    });
    await waitFor(() => expect(app.leaveTo).toHaveBeenCalledTimes(1));
    expect(app.leaveTo).toHaveBeenCalledWith(
      loginFor('/pricing/products/offerselection?product=COMBO'),
    );
    expect(app.getUserInfo).not.toHaveBeenCalled();
  });

  it('back from a login page on another host (no hint cookie), asks the server rather than sending the person round again', async () => {
    const sent = await renderApp({
      url: '/pricing/personalcentre/myplans',
      getUserInfo: () => Promise.resolve(signedInUser()),
      askWithoutHint: false,
    });
    await waitFor(() => expect(sent.leaveTo).toHaveBeenCalledTimes(1));
    sent.unmount();
    // They signed in there and come back by `next`: the trip itself is the hint.
    const back = await renderApp({
      url: '/pricing/personalcentre/myplans',
      getUserInfo: () => Promise.resolve(signedInUser()),
      askWithoutHint: false,
    });
    expect(await screen.findByRole('heading', { name: GATE.protectedHeading })).toBeTruthy();
    expect(back.getUserInfo).toHaveBeenCalledTimes(1);
    expect(back.leaveTo).not.toHaveBeenCalled();
    back.unmount();
    expect(localStorage.getItem(SIGNING_IN_KEY)).toBeNull();
    // Sent there again, they give up: once the server has said nobody, the trip is forgotten, so
    // their later visits are not asked about.
    localStorage.clear();
    localStorage.setItem(SIGNING_IN_KEY, '1');
    const gaveUp = await renderApp({
      url: '/pricing/pricing',
      resume: true,
      getUserInfo: () => Promise.resolve({ ...signedInUser(), id: 0, email: '' }),
      askWithoutHint: false,
    });
    await waitFor(() => expect(gaveUp.getUserInfo).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(localStorage.getItem(SIGNING_IN_KEY)).toBeNull());
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('asks the server when the login page left its hint, and keeps the hint while it asks', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the login page's readable hint, as it sets it
    document.cookie = 'sr_signed_in=1; Path=/';
    try {
      const answer = heldAnswer();
      const app = await renderApp({
        url: '/pricing/personalcentre/myplans',
        getUserInfo: answer.getUserInfo,
        askWithoutHint: false,
      });
      await screen.findByRole('status');
      expect(app.getUserInfo).toHaveBeenCalledTimes(1);
      // Leaving now (a reload, another link) must still find the hint: nothing is known yet.
      expect(document.cookie).toContain('sr_signed_in=1');
      answer.resolve(signedInUser());
      expect(await screen.findByRole('heading', { name: GATE.protectedHeading })).toBeTruthy();
    } finally {
      // biome-ignore lint/suspicious/noDocumentCookie: clean up the hint for the next test
      document.cookie = 'sr_signed_in=; Max-Age=0; Path=/';
    }
  });

  it('sends a signed-out visitor to the login page with next = base path, path and query', async () => {
    const answer = heldAnswer();
    const app = await renderApp({
      url: GATE.deepLink,
      getUserInfo: answer.getUserInfo,
    });
    await screen.findByRole('status');

    answer.reject('error');
    await waitFor(() => expect(app.leaveTo).toHaveBeenCalledTimes(1));
    expect(app.leaveTo).toHaveBeenCalledWith(loginFor(GATE.deepLink));
    // The page never appears; the check stays on screen while the browser leaves.
    expect(screen.getByRole('status').textContent).toBe(GATE.checking);
    // A failed user-info call resets user info to its empty defaults.
    expect(app.auth.account.getSnapshot()).toEqual({
      email: '',
      isInstitutionUser: false,
      mobileNumber: '',
      id: 0,
    });
  });

  it.each([
    '/pricing/products/offerselection',
    '/pricing/products/checkout?coupon=ABC',
    '/pricing/personalcentre/contact',
    '/pricing/personalcentre/myplans/billing/17',
  ])('guards %s', async (url) => {
    const app = await renderApp({ url });
    await waitFor(() => expect(app.leaveTo).toHaveBeenCalledTimes(1));
    expect(app.leaveTo).toHaveBeenCalledWith(loginFor(url));
  });

  it('keeps pricing open: no user check, no redirect, nothing sign-in related loaded', async () => {
    const app = await renderApp({ url: '/pricing/pricing', resume: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    expect(app.loadSession).not.toHaveBeenCalled();
    expect(app.getUserInfo).not.toHaveBeenCalled();
    expect(app.leaveTo).not.toHaveBeenCalled();
    // Signed out: the header offers sign-in, coming back to this page.
    const signIn = screen.getByRole('link', { name: SHELL.signIn });
    expect(signIn.getAttribute('href')).toBe(loginFor('/pricing/pricing'));
    // Following it is a trip to the login page too: back here, the app will ask who they are.
    signIn.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(signIn);
    expect(localStorage.getItem(SIGNING_IN_KEY)).toBe('1');
  });

  it('on an open page, checks at start-up when this browser had a signed-in user before', async () => {
    const app = await renderApp({
      url: '/pricing/personalcentre/myplans',
      getUserInfo: () => Promise.resolve(signedInUser()),
    });
    await screen.findByRole('heading', { name: GATE.protectedHeading });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    app.unmount();

    const next = await renderApp({
      url: '/pricing/pricing',
      resume: true,
      getUserInfo: () => Promise.resolve(signedInUser({ email: 'back@demo.test' })),
    });
    expect(await screen.findByText('back@demo.test')).toBeTruthy();
    expect(next.loadSession).toHaveBeenCalledTimes(1);
    expect(next.leaveTo).not.toHaveBeenCalled();
  });

  it('forgets that hint once the server says nobody is signed in', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const app = await renderApp({ url: '/pricing/pricing', resume: true });
    await waitFor(() => expect(app.getUserInfo).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull());
    expect(screen.getByRole('link', { name: SHELL.signIn })).toBeTruthy();
    // An open page never redirects, even when the check fails.
    expect(app.leaveTo).not.toHaveBeenCalled();
  });

  it('leaves a protected page the person went back from while it checked: no login page for it', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const answer = heldAnswer();
    const app = await renderApp({
      url: '/pricing/pricing?coupon=A1',
      getUserInfo: answer.getUserInfo,
    });
    const person = jsdomPerson();
    await shell(person).opens('Pricing');
    await shell(person).openPersonalCentre();
    await signInGate(person).checking();
    app.router.history.go(-2);
    await person.sees(heading('Pricing', 1));
    answer.resolve({ ...signedInUser(), id: 0, email: '' });
    await shell(person).signedOut();
    // The gate would decide a few ticks after the header learns the answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.leaveTo).not.toHaveBeenCalled();
    await person.sees(heading('Pricing', 1));
  });

  it('does not ask again once the user is known', async () => {
    const app = await renderApp({
      url: '/pricing/personalcentre/myplans',
      getUserInfo: () => Promise.resolve(signedInUser()),
    });
    await screen.findByRole('heading', { name: GATE.protectedHeading });
    await app.router.navigate({ to: '/products/offerselection' });
    expect(await screen.findByRole('heading', { name: 'Offer Selection' })).toBeTruthy();
    expect(app.getUserInfo).toHaveBeenCalledTimes(1);
  });
});
