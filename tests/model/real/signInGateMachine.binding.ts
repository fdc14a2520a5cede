import type { Browser, Page } from '@playwright/test';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { GATE } from '../../pages/signInGate';
import { hadUserBefore, holdUserInfo, signInElsewhere } from '../drivers/realSession';
import * as gate from '../models/signInGateMachine.model';
import type { Binding } from '../runner';

type H = gate.Seen & { page: Page; userInfo: Awaited<ReturnType<typeof holdUserInfo>> };

/** Sign-in gate against the real server and its real login page. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  return {
    async start(path) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const person = playwrightPerson(page, { timeout: 5_000 });
      // The server knows the member in a path that starts with them or is answered with them.
      if (gate.knownUser(path) || path.events[0]?.output?.id) await signInElsewhere(context);
      else await hadUserBefore(context, baseURL);
      const userInfo = await holdUserInfo(page, gate.knownUser(path));
      await page.goto(gate.knownUser(path) ? '/pricing/pricing' : GATE.deepLink);
      if (gate.knownUser(path)) await gate.knownOpensProtectedPage(person);
      return { page, person, userInfo };
    },
    events: {
      // The real server's answer: the member; nobody (id 0) is played at the network.
      'xstate.done.actor.fetchCurrentUser': (h, e) => h.userInfo.answer(e.output),
      // The real server's 401 for nobody.
      'xstate.error.actor.fetchCurrentUser': (h) => h.userInfo.release('server'),
    },
    states: gate.sees,
    stop: ({ page }) => page.context().close(),
  };
}
