import { and, eq } from 'drizzle-orm';
import { ERROR } from '../../src/api/contract/errors';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from '../http/errors';
import { sha256 } from '../lib/crypto';
import type { PaymentGateway } from '../payments/gateway';
import { type Payer, payInTransaction } from '../payments/payer';

export interface Outcome {
  statusCode: number;
  body: Record<string, unknown>;
}

/** Stable JSON (sorted keys) so the same request always hashes the same. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return sha256(JSON.stringify(canonical(value)));
}

/**
 * Runs `work` at most once per (user, scope, key). The key row is inserted first in the same
 * transaction: a concurrent duplicate blocks on the unique index (PostgreSQL) or waits for the
 * transaction lock (PGlite), then finds the committed row and replays its stored outcome. If
 * `work` throws (or the commit fails), the key is rolled back with everything else and may be
 * retried, and whatever `work` charged through the Payer is refunded.
 */
export async function runIdempotent(
  deps: { db: Db; gateway: PaymentGateway },
  scope: { userId: number; scope: string; key: string; hash: string; now: Date },
  work: (tx: Tx, payer: Payer) => Promise<Outcome>,
): Promise<Outcome & { replayed: boolean }> {
  return payInTransaction(deps.db, deps.gateway, async (tx, payer) => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({
        userId: scope.userId,
        scope: scope.scope,
        key: scope.key,
        requestHash: scope.hash,
        statusCode: 0,
        response: {},
        createdAt: scope.now,
      })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    const row = inserted[0];
    if (!row) {
      const [existing] = await tx
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, scope.userId),
            eq(idempotencyKeys.scope, scope.scope),
            eq(idempotencyKeys.key, scope.key),
          ),
        );
      if (!existing)
        throw new ApiError(409, ERROR.idempotencyMismatch, 'request in progress, retry');
      if (existing.requestHash !== scope.hash) {
        throw new ApiError(
          409,
          ERROR.idempotencyMismatch,
          'idempotencyKey was already used for a different request',
        );
      }
      return {
        statusCode: existing.statusCode,
        body: existing.response as Record<string, unknown>,
        replayed: true,
      };
    }
    const outcome = await work(tx, payer);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: outcome.statusCode, response: outcome.body })
      .where(eq(idempotencyKeys.id, row.id));
    return { ...outcome, replayed: false };
  });
}
