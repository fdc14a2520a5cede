import type { Browser, Page } from '@playwright/test';
import { openApp } from '../../pages/playwrightPerson';
import { HeldRequests, knowsDevice } from '../drivers/heldRequests';
import { newBrowser, signInElsewhere } from '../drivers/realSession';
import { does, type Seen, sees } from '../models/deviceRegistrationMachine.model';
import type { Binding } from '../runner';

const R = 'registerDevice';
const SPOILED = { signature: '0'.repeat(64) };

/**
 * Device registration in Chromium against `npm start`: each registration is held at the network
 * and, at the path's step, answered by the real server or lost on the way. No answer is made up:
 * a registration the path has refused goes out with its signature spoiled, so the real server
 * refuses it (HTTP 400, _sys_status "1"). The person watches the screens that need the device.
 */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & { page: Page }> {
  return {
    async start() {
      const { page, person } = await newBrowser(browser, baseURL);
      const held = new HeldRequests(page);
      await held.hold(R);
      // A first-time visitor reads prices (the real server's five plans, in the idle state): the
      // price list is public, so no device is needed.
      await openApp(page, '/pricing/pricing');
      await person.seesCount({ role: 'article' }, 5);
      // They sign in (as aUser()) in another tab; this tab's app learns it when a page needs it.
      await signInElsewhere(page.context());
      return {
        page,
        person,
        sent: () => held.count(R),
        held: async () => held.sent(R, await held.waiting(R)),
        answer: (how) =>
          how === 'drop' ? held.drop(R, false) : held.release(R, how === 'refuse' ? SPOILED : {}),
        knowsDevice: () => knowsDevice(page.context()),
      };
    },
    events: does,
    states: sees,
    stop: ({ page }) => page.context().close(),
  };
}
