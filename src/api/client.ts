import * as v from 'valibot';
import { apiConfig } from './config';
import { DEVICE_REJECTED, SUCCESS } from './contract/common';
import type { DataOf, Endpoint, RequestArgs } from './contract/endpoint';
import { registerDevice } from './deviceRegistration';
import { type FetchLike, sendHttp } from './http';

/** Spec §9: while the device registers, other requests poll every 100 ms for at most 10 s. */
export const DEFAULT_POLL_MS = 100;
export const DEFAULT_WAIT_CAP_MS = 10_000;
/** Spec §8, verbatim: the rejection of a request that waited the full cap. */
export const AUTH_WAIT_TIMEOUT_MESSAGE = "can't get authentication from server";

/** A success body that does not match the contract, or a body that is not JSON at all. */
export class UnexpectedResponseError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
    readonly issues?: readonly v.BaseIssue<unknown>[],
  ) {
    super(`unexpected response from ${path} (HTTP ${status})`);
    this.name = 'UnexpectedResponseError';
  }
}

export interface ApiClientOptions {
  /** Prefix for every path; '' = same origin. */
  baseUrl: string;
  /** Registers this device with the server; resolves once the server accepted it. */
  register: () => Promise<void>;
  pollMs?: number;
  waitCapMs?: number;
  fetch?: FetchLike;
}

export interface ApiClient {
  /**
   * One declared call: GET sends the input as the query string, other methods as the JSON body.
   * Resolves the success body, checked against the endpoint's response schema, without the
   * errorCode already judged.
   */
  call<E extends Endpoint>(endpoint: E, ...input: RequestArgs<E>): Promise<DataOf<E>>;
  /** Register the device now (e.g. at start-up), sharing any registration already running. */
  register(): Promise<void>;
  readonly settings: Readonly<{ baseUrl: string; pollMs: number; waitCapMs: number }>;
}

/**
 * Rejections: the server's body (errorCode ≠ "0"); Error(AUTH_WAIT_TIMEOUT_MESSAGE);
 * UnexpectedResponseError; or the network error itself (TypeError, ky's TimeoutError).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const waitCapMs = options.waitCapMs ?? DEFAULT_WAIT_CAP_MS;
  let running: Promise<void> | null = null;
  // Bumped when a registration ends, so a 403 answered to a request sent before it is known stale.
  let generation = 0;

  function register(): Promise<void> {
    if (!running) {
      running = options.register().finally(() => {
        running = null;
        generation += 1;
      });
      // Waiters poll the flag; a failed registration surfaces as the retried request's 403.
      running.catch(() => undefined);
    }
    return running;
  }

  async function waitWhileRegistering(): Promise<void> {
    for (let waited = 0; running; waited += pollMs) {
      if (waited >= waitCapMs) throw new Error(AUTH_WAIT_TIMEOUT_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  async function exchange(endpoint: Endpoint, data: unknown) {
    await waitWhileRegistering();
    const sentAt = generation;
    const response = await sendHttp({
      baseUrl: options.baseUrl,
      method: endpoint.method,
      path: endpoint.path,
      data,
      fetch: options.fetch,
    });
    return { ...response, sentAt };
  }

  async function call<E extends Endpoint>(endpoint: E, ...[input]: RequestArgs<E>) {
    let response = await exchange(endpoint, input);
    if (isDeviceRejected(response.body)) {
      // Only register if nobody has since this request left; everyone else joins or just retries.
      if (response.sentAt === generation) void register();
      response = await exchange(endpoint, input);
    }
    return settle(endpoint, response.status, response.body) as Promise<DataOf<E>>;
  }

  return {
    call,
    register,
    settings: { baseUrl: options.baseUrl, pollMs, waitCapMs },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server has forgotten this device (e.g. no device cookie): spec §8's three fields. */
function isDeviceRejected(body: unknown): boolean {
  if (!isRecord(body)) return false;
  return ['_sys_status', 'errorCode', 'sys_status'].some(
    (field) => body[field] !== undefined && String(body[field]) === DEVICE_REJECTED,
  );
}

/** The success body without its errorCode; refusals reject with the server's body as sent. */
function settle(endpoint: Endpoint, status: number, body: unknown): Promise<unknown> {
  const { path } = endpoint;
  if (!isRecord(body)) return Promise.reject(new UnexpectedResponseError(path, status, body));
  if (body.errorCode !== SUCCESS) return Promise.reject(body);
  const parsed = v.safeParse(endpoint.response, body);
  if (!parsed.success) {
    return Promise.reject(new UnexpectedResponseError(path, status, body, parsed.issues));
  }
  const { errorCode: _, ...data } = parsed.output as Record<string, unknown>;
  return Promise.resolve(data);
}

/** The app's client. */
export const api: ApiClient = createApiClient({
  baseUrl: apiConfig().apiBase,
  register: registerDevice,
});
