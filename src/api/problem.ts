import { UnexpectedResponseError } from './client';

/** A failed call as screens need it: the server's code and message, or "the network failed". */
export interface ApiProblem {
  /** The server's errorCode, or NETWORK_PROBLEM when no answer (or no readable answer) came. */
  code: string;
  /** The server's own message when it sent one; screens translate by code first. */
  message: string;
}

export const NETWORK_PROBLEM = 'network';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The client rejects with the server's body, or with an Error when there was no usable body. */
export function serverBody(error: unknown): { errorCode: string; message?: string } | null {
  if (error instanceof UnexpectedResponseError || !isRecord(error)) return null;
  if (typeof error.errorCode !== 'string') return null;
  return {
    errorCode: error.errorCode,
    message: typeof error.message === 'string' ? error.message : undefined,
  };
}

export function toProblem(error: unknown): ApiProblem {
  const body = serverBody(error);
  return body
    ? { code: body.errorCode, message: body.message ?? '' }
    : { code: NETWORK_PROBLEM, message: '' };
}
