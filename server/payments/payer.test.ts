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

describe('SandboxGateway refunds', () => {
  it('refunds by the charge key, once; the key then answers the refunded charge', async () => {
    const gateway = new SandboxGateway();
    const request = await okRequest(gateway, 'k1');
    await gateway.charge(request);
    expect(await gateway.refund({ chargeIdempotencyKey: 'k1', reason: 'r' })).toMatchObject({
      status: 'refunded',
    });
    await gateway.refund({ chargeIdempotencyKey: 'k1', reason: 'r' });
    expect(gateway.refunds).toHaveLength(1);
    expect(await gateway.refund({ chargeIdempotencyKey: 'never', reason: 'r' })).toBeNull();
    const again = await gateway.charge(request);
    expect(again.ok && again.value.status).toBe('refunded');
    expect(gateway.captured).toHaveLength(0);
  });
});

describe('payInTransaction', () => {
  it('keeps the charge when the transaction commits', async () => {
    const gateway = new SandboxGateway();
    const request = await okRequest(gateway, 'k2');
    await payInTransaction(fakeDb(false), gateway, (_tx, payer) => payer.charge(request));
    expect(gateway.captured).toHaveLength(1);
  });

  it('refunds when the commit fails, and a retry of the key is a new charge', async () => {
    const gateway = new SandboxGateway();
    const request = await okRequest(gateway, 'k3');
    await expect(
      payInTransaction(fakeDb(true), gateway, (_tx, payer) => payer.charge(request)),
    ).rejects.toThrow('commit failed');
    expect(gateway.charges.map((c) => c.status)).toEqual(['refunded']);
    const retried = await payInTransaction(fakeDb(false), gateway, (_tx, payer) =>
      payer.charge(request),
    );
    expect(retried.ok && retried.value.idempotencyKey).toBe('k3~1');
    expect(gateway.captured.map((c) => c.idempotencyKey)).toEqual(['k3~1']);
  });

  it('refunds a charge whose answer was lost (the gateway took the money, then timed out)', async () => {
    const gateway = new SandboxGateway();
    const request = await okRequest(gateway, 'k4');
    const lossy = Object.assign(Object.create(gateway), {
      charge: async (r: ChargeRequest) => {
        await gateway.charge(r);
        throw new Error('gateway timeout');
      },
    }) as SandboxGateway;
    await expect(
      payInTransaction(fakeDb(false), lossy, (_tx, payer) => payer.charge(request)),
    ).rejects.toThrow('gateway timeout');
    expect(gateway.charges.map((c) => c.status)).toEqual(['refunded']);
  });
});

describe('payInTransaction: a money constraint hit', () => {
  it('refunds and answers as the check under the lock would have (not a 500)', async () => {
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
