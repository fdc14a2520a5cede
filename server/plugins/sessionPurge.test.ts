import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/api/contract/user';
import { SettableClock } from '../clock';
import { deviceSessions, sessions } from '../db/schema';
import { SESSION_DAYS } from '../services/accounts';
import { createHarness, type Harness, registrationBody, type TestClient } from '../test/harness';
import { purgeExpiredSessions } from './sessionPurge';

const DAY = 86_400_000;
const wall = new SettableClock();
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ wallClock: wall });
});
afterAll(() => h.close());

async function rows() {
  const [s] = await h.database.db.select({ n: count() }).from(sessions);
  const [d] = await h.database.db.select({ n: count() }).from(deviceSessions);
  return { sessions: Number(s?.n), deviceSessions: Number(d?.n) };
}

describe('session expiry', () => {
  it('a session works until its expiry and not after; expired rows are purged', async () => {
    await h.reset();
    wall.set(new Date(), { frozen: true });
    const old = await h.as('active@demo.test');
    expect((await old.get('/api/ch/se/if')).status).toBe(200);

    wall.advance((SESSION_DAYS - 1) * DAY);
    // Fresh device sessions (they expire too), so what is tested below is the sign-in session.
    const register = (client: TestClient, id: string) =>
      client.post('/api/ch/r', registrationBody(id, wall.now().getTime()));
    expect((await register(old, 'device-old-again')).status).toBe(200);
    const recent = h.client();
    expect((await register(recent, 'device-recent')).status).toBe(200);
    await recent.login('new@demo.test');
    expect((await old.get('/api/ch/se/if')).status).toBe(200);
    expect(await rows()).toEqual({ sessions: 2, deviceSessions: 3 });

    wall.advance(DAY + 60_000); // the first sign-in and device are now past their 30 days
    expect(old.cookies.get(SESSION_COOKIE)).toBeDefined(); // a browser may still send it
    expect((await old.get('/api/ch/se/if')).status).toBe(401);
    expect((await recent.get('/api/ch/se/if')).status).toBe(200);

    expect(await purgeExpiredSessions(h.database.db, wall)).toEqual({
      sessions: 1,
      deviceSessions: 1,
    });
    expect(await rows()).toEqual({ sessions: 1, deviceSessions: 2 });
    expect((await recent.get('/api/ch/se/if')).status).toBe(200);
    // A second pass (or another server copy) finds nothing more to do.
    expect(await purgeExpiredSessions(h.database.db, wall)).toEqual({
      sessions: 0,
      deviceSessions: 0,
    });
  });

  it('the server purges on its own when an interval is configured', async () => {
    const clock = new SettableClock();
    clock.set(new Date(), { frozen: true });
    const purging = await createHarness({
      wallClock: clock,
      config: { sessionPurgeIntervalMs: 50 },
    });
    try {
      await purging.as('active@demo.test');
      expect(await countSessions(purging)).toBe(1);
      clock.advance((SESSION_DAYS + 1) * DAY);
      await expect.poll(() => countSessions(purging), { timeout: 5_000 }).toBe(0);
    } finally {
      await purging.close();
    }
  });
});

async function countSessions(harness: Harness): Promise<number> {
  const [row] = await harness.database.db.select({ n: count() }).from(sessions);
  return Number(row?.n);
}
