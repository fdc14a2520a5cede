import type { Db, Tx } from '../db/client';
import { asMoneyRuleError } from '../db/constraints';
import { err, type Result } from '../lib/result';
import type { Charge, ChargeRequest, GatewayError, PaymentGateway } from './gateway';
import { DECLINE_CODES } from './sandbox';

/** A key whose authorisation was voided is retried under `key~1`, `key~2`…: a new attempt. */
const MAX_ATTEMPTS_PER_KEY = 20;

/** How the Payer reports money it could not settle; the order or the error goes on regardless. */
type Warn = (message: string) => void;
const consoleWarn: Warn = (message) => console.warn(message);

/**
 * The gateway as one database transaction sees it: it only authorises, and remembers every key it
 * authorised under, so the money is captured once the transaction has committed, or released if
 * it does not. Until then nothing is taken: a process that dies mid-transaction leaves only an
 * authorisation, which takes no money.
 */
export class Payer {
  private readonly keys: string[] = [];

  constructor(private readonly gateway: PaymentGateway) {}

  /** Authorises (the money is taken by `captureAll` after the commit). */
  async charge(request: ChargeRequest): Promise<Result<Charge, GatewayError>> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS_PER_KEY; attempt++) {
      const idempotencyKey =
        attempt === 0 ? request.idempotencyKey : `${request.idempotencyKey}~${attempt}`;
      // Remembered before the call: an authorisation whose answer is lost is still voided.
      this.keys.push(idempotencyKey);
      const result = await this.gateway.authorise({ ...request, idempotencyKey });
      // The same key answers the same authorisation; if it was released, that attempt is spent
      // and not this transaction's to capture.
      if (!result.ok || (result.value.status !== 'voided' && result.value.status !== 'refunded'))
        return result;
      this.keys.pop();
    }
    return err({ reason: 'processing_error', code: DECLINE_CODES.processing_error });
  }

  /** Takes the money of every authorisation of this transaction; never throws. */
  captureAll(): Promise<{ settled: Charge[]; failed: string[] }> {
    return this.settleAll((key) => this.gateway.capture(key));
  }

  /** Releases every authorisation of this transaction; never throws. */
  voidAll(): Promise<{ settled: Charge[]; failed: string[] }> {
    return this.settleAll((key) => this.gateway.void(key));
  }

  /** Tries each key a few times; keys that still fail are answered, not thrown. */
  private async settleAll(
    settle: (key: string) => Promise<Charge | null>,
  ): Promise<{ settled: Charge[]; failed: string[] }> {
    const settled: Charge[] = [];
    const failed: string[] = [];
    for (const key of this.keys) {
      let done = false;
      for (let i = 0; i < 3 && !done; i++) {
        try {
          const charge = await settle(key);
          if (charge) settled.push(charge);
          done = true;
        } catch {
          await new Promise((r) => setTimeout(r, 50 * (i + 1)));
        }
      }
      if (!done) failed.push(key);
    }
    return { settled, failed };
  }
}

/**
 * Runs `work` in one transaction with a Payer. No charge without its order: the Payer only
 * authorises inside the transaction and the money is captured after the commit. If anything fails
 * first — a write, the commit, a crash of `work` — the authorisations are voided before the error
 * goes on; if the process dies instead, they are never captured, so nothing is taken. If a capture
 * after the commit fails, the order stands without its money and a warning is logged: an order
 * without money is acceptable, money without an order is not.
 */
export async function payInTransaction<T>(
  db: Db,
  gateway: PaymentGateway,
  work: (tx: Tx, payer: Payer) => Promise<T>,
  warn: Warn = consoleWarn,
): Promise<T> {
  const payer = new Payer(gateway);
  let result: T;
  try {
    result = await db.transaction((tx) => work(tx as Tx, payer));
  } catch (error) {
    const { failed } = await payer.voidAll();
    // An authorisation left unvoided is never captured, so it takes no money: say so, go on.
    if (failed.length > 0) warn(`order not recorded; void failed for ${failed.join(', ')}`);
    throw asMoneyRuleError(error);
  }
  const { settled, failed } = await payer.captureAll();
  const notTaken = [
    ...failed,
    ...settled.filter((c) => c.status !== 'captured').map((c) => c.idempotencyKey),
  ];
  if (notTaken.length > 0) warn(`order recorded; capture failed for ${notTaken.join(', ')}`);
  return result;
}
