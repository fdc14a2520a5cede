import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { REGISTRATION_RETRY_MS } from '../../../src/machines/deviceRegistrationMachine';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { signInGate } from '../../pages/signInGate';
import type { Binding } from '../runner';
import { hasDeviceCookie, holdRegistrations } from './deviceRegistration';
import { banner, expectSignedInAs, expectSignInLink, MEMBER, signInElsewhere } from './userSession';

/** The data-backed screen the person is watching. */
type Screen = 'pricing' | 'myplans';

type H = {
  context: BrowserContext;
  page: Page;
  registrations: Awaited<ReturnType<typeof holdRegistrations>>;
  screen: Screen;
};

const status = (e: AnyEventObject) =>
  (e as { output?: { _sys_status?: string } }).output?._sys_status;

/** A screen that needs the device is still waiting: its loading state, never an error. */
async function expectWaiting({ page, screen }: H) {
  await expect(page.getByRole('alert')).toHaveCount(0);
  if (screen === 'myplans') {
    await signInGate(playwrightPerson(page)).checking();
  } else {
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading prices…');
    await expect(page.getByRole('radio', { name: /Combo Premium/ })).toHaveCount(0);
  }
}

/**
 * Device registration in Chromium against `npm start`: each POST /api/ch/r is held and answered
 * by the real server (or lost on the way) at the path's step; the person watches the screens
 * that need the device.
 */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  return {
    async start() {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const registrations = await holdRegistrations(page);
      // A first-time visitor reads prices: the price list is public, so no device is needed.
      await page.goto('/pricing/pricing');
      await expect(page.getByRole('article')).toHaveCount(5);
      // They sign in in another tab; this tab's app will learn it when a page needs the server.
      await signInElsewhere(context);
      return { context, page, registrations, screen: 'pricing' };
    },
    events: {
      'device.register': async (h) => {
        // The person opens their account from the header; its sign-in check is refused 403.
        await banner(h.page).getByRole('link', { name: 'Personal Centre' }).click();
        h.screen = 'myplans';
        await h.registrations.next();
      },
      'xstate.done.actor.registerDevice': async (h, event) =>
        h.registrations.answer(status(event) === '0' ? 'accept' : 'refuse'),
      'xstate.error.actor.registerDevice': async (h) => h.registrations.answer('drop'),
      'xstate.after.retryDelay.deviceRegistration.waitingToRetry': async (h) => {
        // Nobody acts: the app tries again by itself after a second.
        const answered = h.registrations.answeredAt ?? 0;
        const next = await h.registrations.next(REGISTRATION_RETRY_MS * 5);
        expect(next.arrivedAt - answered).toBeGreaterThanOrEqual(REGISTRATION_RETRY_MS * 0.9);
      },
    },
    states: {
      idle: async ({ page, context, registrations }) => {
        await expect(page.getByRole('article')).toHaveCount(5);
        await expectSignInLink(page);
        expect(registrations.count).toBe(0);
        expect(await hasDeviceCookie(context)).toBe(false);
      },
      registering: async (h) => {
        await expectWaiting(h);
        expect(h.registrations.held).not.toBeNull();
      },
      waitingToRetry: async (h) => {
        // Refused or unreachable: still waiting (a retry comes in a second), no error shown.
        await expectWaiting(h);
        expect(h.registrations.held).toBeNull();
        expect(await hasDeviceCookie(h.context)).toBe(false);
      },
      registered: async ({ page, context, screen }) => {
        // The server answers again: the screen shows its data.
        if (screen === 'myplans') await signInGate(playwrightPerson(page)).allowed();
        else await expect(page.getByRole('radio', { name: /Combo Premium/ })).toBeVisible();
        await expectSignedInAs(page, MEMBER);
        await expect(page.getByRole('alert')).toHaveCount(0);
        expect(await hasDeviceCookie(context)).toBe(true);
      },
    },
    async stop({ context }) {
      await context.close();
    },
  };
}
