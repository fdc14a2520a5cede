import ky from 'ky';
import type { HttpVerb } from './contract/endpoint';

/**
 * One HTTP exchange with the §7 wire rules and nothing else: no success check, no 403 handling.
 * The API client builds its rules on top; device registration uses it directly because it must
 * not go through the client's 403 → re-register path (that would recurse).
 */

type QueryValue = string | number | boolean | null | undefined;
type Query = Readonly<Record<string, QueryValue>>;
export type FetchLike = (input: Request, init?: RequestInit) => Promise<Response>;

/** The spec's quirk: the server reads these bodies as JSON despite the declared type. */
export const WIRE_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export interface HttpRequest {
  baseUrl: string;
  method: HttpVerb;
  /** Absolute path such as '/api/ch/se/if'. */
  path: string;
  /** GET: query parameters; other methods: the JSON body. */
  data?: unknown;
  fetch?: FetchLike;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  /** Parsed JSON, or undefined when the body is empty or not JSON. */
  body: unknown;
}

/** Undefined and null mean "not given": sending the strings "undefined"/"null" would lie. */
function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function sendHttp(request: HttpRequest): Promise<HttpResponse> {
  const isGet = request.method === 'GET';
  const response = await ky(`${request.baseUrl}${request.path}`, {
    method: request.method,
    credentials: 'include',
    mode: 'cors',
    cache: 'no-cache',
    headers: { 'Content-Type': WIRE_CONTENT_TYPE },
    searchParams: isGet ? toSearchParams(request.data as Query | undefined) : undefined,
    body: isGet ? undefined : JSON.stringify(request.data ?? {}),
    // The client owns retries (403 → re-register → once); ky's own would multiply requests.
    retry: 0,
    // Error statuses still carry the server's JSON (errorCode, _sys_status) that callers need.
    throwHttpErrors: false,
    fetch: request.fetch as typeof fetch | undefined,
    signal: request.signal,
  });
  return { status: response.status, body: parseJson(await response.text()) };
}
