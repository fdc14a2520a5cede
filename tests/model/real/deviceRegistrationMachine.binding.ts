import type { Browser, Page, Route } from '@playwright/test';
import { DEVICE_COOKIE } from '../../../src/api/contract/device';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { MEMBER, signInElsewhere } from '../drivers/signInElsewhere';
import {
  does,
  heldRegistrations,
  type Outcome,
  type Seen,
  sees,
} from '../models/deviceRegistrationMachine.model';
import type { Binding } from '../runner';

type H = Seen & { page: Page };

/**
 * The answer is always the real server's: `accept` lets the registration through; `refuse` lets
 * it through with its signature spoiled in transit, so the real server refuses it (HTTP 400,
 * _sys_status "1"); `drop` aborts it as a lost connection. No answer is ever made up here.
 */
function reply(route: Route, how: Outcome) {
  if (how === 'drop') return route.abort('internetdisconnected');
  if (how === 'accept') return route.continue();
  const body = JSON.parse(route.request().postData() ?? '{}');
  return route.continue({ postData: JSON.stringify({ ...body, signature: '0'.repeat(64) }) });
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
      const registrations = heldRegistrations(async () =>
        (await context.cookies()).some((c) => c.name === DEVICE_COOKIE),
      );
      await page.route('**/api/ch/r', (route) =>
        route.request().method() === 'POST'
          ? registrations.arrive((how) => reply(route, how))
          : route.continue(),
      );
      // A first-time visitor reads prices (the real server's five plans, in the idle state): the
      // price list is public, so no device is needed.
      await page.goto('/pricing/pricing');
      const person = playwrightPerson(page);
      await person.seesCount({ role: 'article' }, 5);
      // They sign in in another tab; this tab's app will learn it when a page needs the server.
      await signInElsewhere(context);
      return { page, person, email: MEMBER, registrations };
    },
    events: does,
    states: {
      ...sees,
      // The real server's data: the account screen shows no error.
      registered: async (h) => {
        await sees.registered(h);
        await h.person.seesNo({ role: 'alert' });
      },
    },
    stop: ({ page }) => page.context().close(),
  };
}
