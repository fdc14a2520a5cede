// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../../src/app/router';
import { activateLocale } from '../../../src/i18n/catalog';
import { EMPTY_USER } from '../../../src/machines/userMachine';
import { machinesWith, setViewport } from './appHarness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('replaces the router default error view with ours, and Try again reruns the route', async () => {
  setViewport({ mobile: false });
  // The router logs the thrown error; the test asserts what the visitor sees instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await activateLocale('zh_CN');
  const ensureSignedIn = vi
    .fn<() => undefined>()
    .mockImplementationOnce(() => {
      throw new Error('gate exploded');
    })
    .mockImplementation(() => undefined);
  const router = createAppRouter(
    {
      auth: {
        account: { getSnapshot: () => EMPTY_USER, subscribe: () => () => {} },
        ensureSignedIn,
        loginHref: () => '/login',
        leavingToSignIn: () => {},
        pageError: { getSnapshot: () => null, subscribe: () => () => {} },
        signOut: () => Promise.resolve(true),
        clearPageError: () => {},
      },
      language: { change: () => Promise.resolve(), visit: () => Promise.resolve() },
      machines: machinesWith(),
    },
    createMemoryHistory({ initialEntries: ['/pricing/personalcentre/myplans'] }),
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('出错了');
  expect(alert.textContent).not.toContain('gate exploded');
  // Still inside the product's layout.
  expect(screen.getByRole('banner')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('heading', { level: 1, name: '我的方案' })).toBeTruthy();
  expect(ensureSignedIn).toHaveBeenCalledTimes(2);
});
