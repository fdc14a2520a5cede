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
  /** The gateway authorises at most once per key, like real gateways' idempotency keys. */
  idempotencyKey: string;
  description: string;
}

/**
 * Where the money of one key stands. Only `captured` takes money: an authorisation that is never
 * captured (voided, or left alone until it expires) takes nothing.
 */
type ChargeStatus = 'authorised' | 'captured' | 'voided' | 'refunded';

export interface Charge {
  id: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  status: ChargeStatus;
}

export interface RefundRequest {
  /** The key the charge was made with: works even when the charge's answer never arrived. */
  chargeIdempotencyKey: string;
  reason: string;
}

export interface PaymentGateway {
  tokenize(card: CardInput, now: Date): Promise<Result<TokenizedCard, GatewayError>>;
  /**
   * Holds the amount on the card without taking it. Idempotent: the same key answers the same
   * authorisation (whatever became of it since). Declines answer here.
   */
  authorise(request: ChargeRequest): Promise<Result<Charge, GatewayError>>;
  /**
   * Takes the money of the authorisation under the key, once. Idempotent; `null` when nothing was
   * authorised under the key; a voided authorisation stays voided (no money).
   */
  capture(idempotencyKey: string): Promise<Charge | null>;
  /**
   * Releases an authorisation that was not captured. Idempotent; a captured charge is left as it
   * is (that takes `refund`); `null` when nothing was authorised under the key.
   */
  void(idempotencyKey: string): Promise<Charge | null>;
  /** Gives a captured charge's money back. Idempotent; `null` when nothing was captured. */
  refund(request: RefundRequest): Promise<Charge | null>;
}
