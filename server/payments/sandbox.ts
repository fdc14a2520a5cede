import { randomBytes } from 'node:crypto';
import { ERROR } from '../../src/api/contract/errors';
import { err, ok, type Result } from '../lib/result';
import type {
  CardInput,
  Charge,
  ChargeRequest,
  DeclineReason,
  GatewayError,
  PaymentGateway,
  RefundRequest,
  TokenizedCard,
} from './gateway';

/** The published test numbers (see README.md here) and how a charge on each behaves. */
const SANDBOX_CARDS: Record<string, DeclineReason | 'ok'> = {
  '4242424242424242': 'ok',
  '5555555555554444': 'ok',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000119': 'processing_error',
};

export const DECLINE_CODES: Record<DeclineReason, string> = {
  card_declined: ERROR.cardDeclined,
  insufficient_funds: ERROR.insufficientFunds,
  expired_card: ERROR.expiredCard,
  processing_error: ERROR.processingError,
  invalid_card: ERROR.invalidCard,
};

const decline = (reason: DeclineReason): GatewayError => ({ reason, code: DECLINE_CODES[reason] });

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (number.startsWith('62')) return 'UnionPay';
  return 'Card';
}

const BEHAVIOURS = new Set<string>(Object.values(SANDBOX_CARDS));

/**
 * In-process stand-in for a card processor. The token carries the test behaviour, so tokens kept
 * in the database still behave the same after a restart, and the PAN itself is never kept.
 * Money moves in two steps, as on real gateways: `authorise` holds it, `capture` takes it; an
 * authorisation never captured takes nothing.
 */
export class SandboxGateway implements PaymentGateway {
  /**
   * The ledger: every successful authorisation, in order, with where it stands now. Tests count
   * these to prove "one charge per key" and read `status` / `taken` to see what was paid.
   */
  readonly charges: Charge[] = [];
  /** Each capture that took money, in order (a repeated capture of a key is not a new one). */
  readonly captures: Charge[] = [];
  /** Each release of an uncaptured authorisation, in order. */
  readonly voids: Charge[] = [];
  /** Refund reasons, in order, beside the charge they gave back. */
  readonly refunds: { charge: Charge; reason: string }[] = [];
  private readonly byKey = new Map<string, Promise<Result<Charge, GatewayError>>>();

  constructor(private readonly latencyMs = 0) {}

  /** Forget every charge and key (test resets). */
  clear(): void {
    this.charges.length = 0;
    this.captures.length = 0;
    this.voids.length = 0;
    this.refunds.length = 0;
    this.byKey.clear();
  }

  /** Charges whose money is taken now (captured, not refunded): what the user actually paid. */
  get captured(): Charge[] {
    return this.charges.filter((c) => c.status === 'captured');
  }

  /** Minor units taken under the key now: captured minus refunded; nothing for an authorisation. */
  taken(idempotencyKey: string): number {
    return this.charges
      .filter((c) => c.idempotencyKey === idempotencyKey && c.status === 'captured')
      .reduce((sum, c) => sum + c.amount, 0);
  }

  private async authorised(idempotencyKey: string): Promise<Charge | null> {
    const pending = this.byKey.get(idempotencyKey);
    const result = pending ? await pending : null;
    return result?.ok ? result.value : null;
  }

  async capture(idempotencyKey: string): Promise<Charge | null> {
    const charge = await this.authorised(idempotencyKey);
    if (charge?.status === 'authorised') {
      charge.status = 'captured';
      this.captures.push(charge);
    }
    return charge;
  }

  async void(idempotencyKey: string): Promise<Charge | null> {
    const charge = await this.authorised(idempotencyKey);
    if (charge?.status === 'authorised') {
      charge.status = 'voided';
      this.voids.push(charge);
    }
    return charge;
  }

  async refund(request: RefundRequest): Promise<Charge | null> {
    const charge = await this.authorised(request.chargeIdempotencyKey);
    if (!charge || (charge.status !== 'captured' && charge.status !== 'refunded')) return null;
    if (charge.status === 'captured') {
      charge.status = 'refunded';
      this.refunds.push({ charge, reason: request.reason });
    }
    return charge;
  }

  async tokenize(card: CardInput, now: Date): Promise<Result<TokenizedCard, GatewayError>> {
    const number = card.number.replace(/\D/g, '');
    if (!luhnValid(number)) return err(decline('invalid_card'));
    const endOfExpiryMonth = Date.UTC(card.expYear, card.expMonth, 1);
    if (endOfExpiryMonth <= now.getTime()) return err(decline('expired_card'));
    const behaviour = SANDBOX_CARDS[number] ?? 'ok';
    return ok({
      token: `tok_sandbox_${behaviour}_${randomBytes(12).toString('hex')}`,
      brand: brandOf(number),
      last4: number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      holder: card.holder,
    });
  }

  authorise(request: ChargeRequest): Promise<Result<Charge, GatewayError>> {
    // The promise is memoised before any await, so concurrent calls with one key share it.
    const previous = this.byKey.get(request.idempotencyKey);
    if (previous) return previous;
    const result = this.authoriseOnce(request);
    this.byKey.set(request.idempotencyKey, result);
    return result;
  }

  private async authoriseOnce(request: ChargeRequest): Promise<Result<Charge, GatewayError>> {
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    const behaviour = /^tok_sandbox_([a-z_]+)_[0-9a-f]+$/.exec(request.token)?.[1];
    if (!behaviour || !BEHAVIOURS.has(behaviour)) return err(decline('invalid_card'));
    if (behaviour !== 'ok') return err(decline(behaviour as DeclineReason));
    if (!Number.isInteger(request.amount) || request.amount <= 0)
      return err(decline('processing_error'));
    const charge: Charge = {
      id: `ch_sandbox_${randomBytes(12).toString('hex')}`,
      amount: request.amount,
      currency: request.currency,
      idempotencyKey: request.idempotencyKey,
      status: 'authorised',
    };
    this.charges.push(charge);
    return ok(charge);
  }
}
