import type { Db, Tx } from '../db/client';
import { asMoneyRuleError } from '../db/constraints';
import { err, type Result } from '../lib/result';
import type { Charge, ChargeRequest, GatewayError, PaymentGateway } from './gateway';
import { DECLINE_CODES } from './sandbox';

/** A key whose charge was refunded is retried under `key~1`, `key~2`…: a new attempt, new money. */
const MAX_ATTEMPTS_PER_KEY = 20;

/**
 * The gateway as one database transaction sees it: every key it charged under is remembered, so
 * if the transaction does not commit, whatever was taken is given back.
 */
export class Payer {
  private readonly keys: string[] = [];

  constructor(private readonly gateway: PaymentGateway) {}

  async charge(request: ChargeRequest): Promise<Result<Charge, GatewayError>> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS_PER_KEY; attempt++) {
      const idempotencyKey =
        attempt === 0 ? request.idempotencyKey : `${request.idempotencyKey}~${attempt}`;
      // Remembered before the call: a charge whose answer is lost (timeout) is still refunded.
      this.keys.push(idempotencyKey);
      const result = await this.gateway.charge({ ...request, idempotencyKey });
      // The same key answers the same charge; if an earlier attempt was given back, it is spent.
      if (!result.ok || result.value.status !== 'refunded') return result;
    }
    return err({ reason: 'processing_error', code: DECLINE_CODES.processing_error });
  }

  /** Gives back every charge of this transaction; tries each a few times, never throws. */
  async refundAll(reason: string): Promise<{ refunded: Charge[]; failed: string[] }> {
    const refunded: Charge[] = [];
    const failed: string[] = [];
    for (const key of this.keys) {
      let done = false;
      for (let i = 0; i < 3 && !done; i++) {
        try {
          const charge = await this.gateway.refund({ chargeIdempotencyKey: key, reason });
          if (charge) refunded.push(charge);
          done = true;
        } catch {
          await new Promise((r) => setTimeout(r, 50 * (i + 1)));
        }
      }
      if (!done) failed.push(key);
    }
    return { refunded, failed };
  }
}

class UnrefundedChargeError extends Error {
  constructor(
    readonly keys: string[],
    readonly cause: unknown,
  ) {
    super(`transaction failed after a charge and the refund failed for ${keys.join(', ')}`);
  }
}

/**
 * Runs `work` in one transaction with a Payer. No charge without its order: if anything fails
 * after a charge — a write, the commit, a crash of `work` — the charge is refunded before the
 * error goes on. (A process killed between charge and commit is the gateway's to settle: see
 * payments/README.md.)
 */
export async function payInTransaction<T>(
  db: Db,
  gateway: PaymentGateway,
  work: (tx: Tx, payer: Payer) => Promise<T>,
): Promise<T> {
  const payer = new Payer(gateway);
  try {
    return await db.transaction((tx) => work(tx as Tx, payer));
  } catch (error) {
    const { failed } = await payer.refundAll('order not recorded');
    if (failed.length > 0) throw new UnrefundedChargeError(failed, error);
    throw asMoneyRuleError(error);
  }
}
