import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { lockUser, watchLockedUsers } from './locks';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('watchLockedUsers', () => {
  it('names each user a transaction locked, once it has committed', async () => {
    const heard: number[] = [];
    const db = watchLockedUsers(h.database.db, (userId) => heard.push(userId));
    await db.transaction(async (tx) => {
      await lockUser(tx, 1);
      await lockUser(tx, 2);
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([1, 2]);
  });

  it('says nothing of a transaction rolled back', async () => {
    const heard: number[] = [];
    const db = watchLockedUsers(h.database.db, (userId) => heard.push(userId));
    await expect(
      db.transaction(async (tx) => {
        await lockUser(tx, 1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard).toEqual([]);
  });
});
