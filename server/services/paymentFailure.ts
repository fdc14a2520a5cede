import { paymentFailureMessage } from '../../src/api/contract/errors';
import type { GatewayError } from '../payments/gateway';
import type { Outcome } from './idempotency';

/** A payment the gateway refused: HTTP 402 with the gateway's code and the spec §8 sentence. */
export function paymentFailure(error: GatewayError): Outcome {
  return {
    statusCode: 402,
    body: {
      errorCode: error.code,
      message: paymentFailureMessage(error.code),
      declineCode: error.reason,
    },
  };
}
