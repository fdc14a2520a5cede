import type { BrowserContext, Page, Route } from '@playwright/test';
import { DEVICE_COOKIE } from '../../../src/api/contract/device';

/** How one registration is answered: by the real server, or lost on the way. */
export type Outcome = 'accept' | 'refuse' | 'drop';

export type HeldRegistration = { route: Route; arrivedAt: number };

/**
 * Holds each POST /api/ch/r the app sends until the path's "server answers" step. The answer is
 * always the real server's: `accept` lets the request through; `refuse` lets it through with its
 * signature spoiled in transit, so the real server refuses it (HTTP 400, _sys_status "1");
 * `drop` aborts it as a lost connection. No answer is ever made up here.
 */
export async function holdRegistrations(page: Page) {
  let held: HeldRegistration | null = null;
  const waiters: ((h: HeldRegistration) => void)[] = [];
  let count = 0;
  let answeredAt: number | null = null;
  await page.route('**/api/ch/r', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    count += 1;
    const h = { route, arrivedAt: Date.now() };
    held = h;
    for (const w of waiters.splice(0)) w(h);
  });
  const next = (timeoutMs = 10_000): Promise<HeldRegistration> => {
    if (held) return Promise.resolve(held);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the app sent no registration within ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiters.push((h) => {
        clearTimeout(timer);
        resolve(h);
      });
    });
  };
  return {
    get count() {
      return count;
    },
    get held() {
      return held;
    },
    get answeredAt() {
      return answeredAt;
    },
    next,
    async answer(outcome: Outcome) {
      const h = await next();
      held = null;
      answeredAt = Date.now();
      if (outcome === 'drop') return h.route.abort('internetdisconnected');
      if (outcome === 'accept') return h.route.continue();
      const body = JSON.parse(h.route.request().postData() ?? '{}');
      return h.route.continue({
        postData: JSON.stringify({ ...body, signature: '0'.repeat(64) }),
      });
    },
  };
}

export async function hasDeviceCookie(context: BrowserContext): Promise<boolean> {
  return (await context.cookies()).some((c) => c.name === DEVICE_COOKIE);
}
