import type { Result } from '../lib/result';

/** Card details exactly as typed; they pass through to the gateway and are never stored. */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holder: string;
}

/** What the server may keep: a token and what a receipt shows. */
export interface TokenizedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string;
}

export type DeclineReason =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'processing_error'
  | 'invalid_card';

export interface GatewayError {
  reason: DeclineReason;
  /** The errorCode the API answers with (shown to the user as "Error Code {code}"). */
  code: string;
}

export interface ChargeRequest {
  token: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The gateway charges at most once per key, like real gateways' idempotency keys. */
  idempotencyKey: string;
  description: string;
}

export interface Charge {
  id: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  /** `refunded` once the money went back; a repeat of its key answers the refunded charge. */
  status: 'succeeded' | 'refunded';
}

export interface RefundRequest {
  /** The key the charge was made with: works even when the charge's answer never arrived. */
  chargeIdempotencyKey: string;
  reason: string;
}

export interface PaymentGateway {
  tokenize(card: CardInput, now: Date): Promise<Result<TokenizedCard, GatewayError>>;
  charge(request: ChargeRequest): Promise<Result<Charge, GatewayError>>;
  /**
   * Gives the whole charge made under that key back (a void before settlement, else a refund).
   * Idempotent; `null` when no charge was taken under the key.
   */
  refund(request: RefundRequest): Promise<Charge | null>;
}
