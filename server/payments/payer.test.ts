import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import type { ChargeRequest } from './gateway';
import { payInTransaction } from './payer';
import { SandboxGateway } from './sandbox';

const now = new Date('2025-03-01T00:00:00Z');
/** Enough of a database for the wrapper: runs the callback, or fails at "commit". */
const fakeDb = (failAtCommit: boolean) =>
  ({
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      const result = await work({});
      if (failAtCommit) throw new Error('commit failed');
      return result;
    },
  }) as unknown as Db;

async function okRequest(gateway: SandboxGateway, key: string): Promise<ChargeRequest> {
  const token = await gateway.tokenize(
    { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'T' },
    now,
  );
  if (!token.ok) throw new Error('tokenize failed');
  return {
    token: token.value.token,
    amount: 500,
    currency: 'USD',
    idempotencyKey: key,
    description: 'x',
  };
}

describe('SandboxGateway ledger', () => {
  it('takes money only on capture; capture, void and refund are idempotent per key', async () => {
    const gateway = new SandboxGateway();
    const request = await okRequest(gateway, 'k1');
    const held = await gateway.authorise(request);
    expect(held.ok && held.value.status).toBe('authorised');
    expect(gateway.taken('k1')).toBe(0);
    expect(await gateway.refund({ chargeIdempotencyKey: 'k1', reason: 'r' })).toBeNull();
    await gateway.capture('k1');
    expect(await gateway.capture('k1')).toMatchObject({ status: 'captured' });
    expect(gateway.captures).toHaveLength(1);
    expect(gateway.taken('k1')).toBe(500);
    expect(await gateway.void('k1')).toMatchObject({ status: 'captured' });
    await gateway.refund({ chargeIdempotencyKey: 'k1', reason: 'r' });
    expect(await gateway.refund({ chargeIdempotencyKey: 'k1', reason: 'r' })).toMatchObject({
      status: 'refunded',
    });
    expect(gateway.refunds).toHaveLength(1);
    expect(gateway.taken('k1')).toBe(0);
    expect(await gateway.capture('never')).toBeNull();
  });

  it('a voided authorisation is never captured; the key then answers it voided', async () => {
    const gateway = new SandboxGateway();
    const request = await okRequest(gateway, 'k1');
    await gateway.authorise(request);
    await gateway.void('k1');
    expect(await gateway.capture('k1')).toMatchObject({ status: 'voided' });
    const again = await gateway.authorise(request);
    expect(again.ok && again.value.status).toBe('voided');
    expect(gateway.voids).toHaveLength(1);
    expect(gateway.captured).toHaveLength(0);
    expect(gateway.taken('k1')).toBe(0);
  });
});

describe('payInTransaction', () => {
  it('captures after the commit, exactly once, also when the key is paid again', async () => {
    const gateway = new SandboxGateway();
    const request = await okRequest(gateway, 'k2');
    const takenAtCommit: number[] = [];
    const db = {
      transaction: async (work: (tx: unknown) => Promise<unknown>) => {
        const result = await work({});
        takenAtCommit.push(gateway.taken('k2'));
        return result;
      },
    } as unknown as Db;
    await payInTransaction(db, gateway, (_tx, payer) => payer.charge(request));
    await payInTransaction(db, gateway, (_tx, payer) => payer.charge(request));
    expect(takenAtCommit).toEqual([0, 500]);
    expect(gateway.captures.map((c) => c.idempotencyKey)).toEqual(['k2']);
    expect(gateway.captured).toHaveLength(1);
    expect(gateway.taken('k2')).toBe(500);
  });

  it('voids when the commit fails, and a retry of the key is a new charge', async () => {
    const gateway = new SandboxGateway();
    const request = await okRequest(gateway, 'k3');
    await expect(
      payInTransaction(fakeDb(true), gateway, (_tx, payer) => payer.charge(request)),
    ).rejects.toThrow('commit failed');
    expect(gateway.charges.map((c) => c.status)).toEqual(['voided']);
    const retried = await payInTransaction(fakeDb(false), gateway, (_tx, payer) =>
      payer.charge(request),
    );
    expect(retried.ok && retried.value.idempotencyKey).toBe('k3~1');
    expect(gateway.captured.map((c) => c.idempotencyKey)).toEqual(['k3~1']);
  });

  it('voids an authorisation whose answer was lost (the gateway held the money, then timed out)', async () => {
    const gateway = new SandboxGateway();
    const request = await okRequest(gateway, 'k4');
    const lossy = Object.assign(Object.create(gateway), {
      authorise: async (r: ChargeRequest) => {
        await gateway.authorise(r);
        throw new Error('gateway timeout');
      },
    }) as SandboxGateway;
    await expect(
      payInTransaction(fakeDb(false), lossy, (_tx, payer) => payer.charge(request)),
    ).rejects.toThrow('gateway timeout');
    expect(gateway.charges.map((c) => c.status)).toEqual(['voided']);
  });

  it('keeps the order and warns when the capture after the commit fails (no money taken)', async () => {
    const gateway = new SandboxGateway();
    const request = await okRequest(gateway, 'k6');
    const failing = Object.assign(Object.create(gateway), {
      capture: async () => {
        throw new Error('gateway down');
      },
    }) as SandboxGateway;
    const warnings: string[] = [];
    const result = await payInTransaction(
      fakeDb(false),
      failing,
      (_tx, payer) => payer.charge(request),
      (message) => warnings.push(message),
    );
    expect(result.ok).toBe(true);
    expect(warnings).toEqual(['order recorded; capture failed for k6']);
    expect(gateway.taken('k6')).toBe(0);
  });
});

describe('payInTransaction: the process dies between the charge and the commit', () => {
  it('takes no money for that key; a retry after the restart pays once', async () => {
    const gateway = new SandboxGateway();
    const request = await okRequest(gateway, 'k7');
    let authorised!: () => void;
    const charged = new Promise<void>((resolve) => {
      authorised = resolve;
    });
    // The transaction charges and then never completes: nothing after it runs, no cleanup either.
    void payInTransaction(fakeDb(false), gateway, async (_tx, payer) => {
      await payer.charge(request);
      authorised();
      await new Promise<never>(() => {});
    });
    await charged;
    expect(gateway.charges).toHaveLength(1);
    expect(gateway.captured).toHaveLength(0);
    expect(gateway.taken('k7')).toBe(0);

    // The restarted server answers the same request again: one order, the money taken once.
    await payInTransaction(fakeDb(false), gateway, (_tx, payer) => payer.charge(request));
    expect(gateway.charges).toHaveLength(1);
    expect(gateway.captures.map((c) => c.idempotencyKey)).toEqual(['k7']);
    expect(gateway.taken('k7')).toBe(500);
  });
});

describe('payInTransaction: a money constraint hit', () => {
  it('voids and answers as the check under the lock would have (not a 500)', async () => {
    const gateway = new SandboxGateway();
    const request = await okRequest(gateway, 'k5');
    const db = {
      transaction: async (work: (tx: unknown) => Promise<unknown>) => {
        await work({});
        throw Object.assign(new Error('Failed query'), {
          cause: { code: '23505', constraint: 'subscriptions_live_product_uq' },
        });
      },
    } as unknown as Db;
    await expect(
      payInTransaction(db, gateway, (_tx, payer) => payer.charge(request)),
    ).rejects.toMatchObject({ statusCode: 400, errorCode: '0066' });
    expect(gateway.captured).toHaveLength(0);
  });
});
