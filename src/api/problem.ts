import { UnexpectedResponseError } from './client';

import { NETWORK_PROBLEM, type Problem } from './contract/result';

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

export function toProblem(error: unknown): Problem {
  const body = serverBody(error);
  return body
    ? { code: body.errorCode, message: body.message ?? '' }
    : { code: NETWORK_PROBLEM, message: '' };
}
