import type * as v from 'valibot';
import type { ErrorCode } from './errors';

type AnySchema = v.GenericSchema;

export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a caller needs. 'none': nothing (device registration itself); 'device': a registered
 * device; 'user': a device and a signed-in user (else 401); 'optionalUser': a device, and the
 * answer depends on whether someone is signed in.
 */
type Access = 'none' | 'device' | 'user' | 'optionalUser';

/** One call of spec §7 as client, server and OpenAPI all see it. */
interface EndpointSpec {
  method: HttpVerb;
  path: `/api/${string}`;
  /** GET: the query string's schema; other methods: the JSON body's. Absent: no input. */
  request?: AnySchema;
  /** The success body (errorCode "0"). */
  response: AnySchema;
  /** The errorCodes it may answer with besides those every call can (see server/http/openapi). */
  errors: readonly ErrorCode[];
  auth: Access;
  /**
   * OpenAPI prose. Production builds drop single-literal summaries and descriptions from the
   * contract (build/stripDocStrings.ts), so visitors do not download them.
   */
  summary: string;
  description?: string;
}

/**
 * A declared call. A noun declares its calls as one object (`productEndpoints` …) whose keys are
 * the calls' names, the one name each has in every layer (client function, route, operationId):
 * `{ getPriceList: { … }, … } as const satisfies Endpoints`.
 */
export type Endpoint = EndpointSpec;
export type Endpoints = Record<string, EndpointSpec>;

type RequestSchemaOf<E> = E extends { request: infer R extends AnySchema } ? R : undefined;

/** What a caller sends (schema input: e.g. a query number may also be a numeric string). */
export type RequestOf<E> =
  RequestSchemaOf<E> extends AnySchema ? v.InferInput<RequestSchemaOf<E>> : undefined;
/** What a handler receives after the server parsed the request. */
export type ParsedRequestOf<E> =
  RequestSchemaOf<E> extends AnySchema ? v.InferOutput<RequestSchemaOf<E>> : undefined;
/** The success body as the contract parses it. */
type ResponseOf<E extends EndpointSpec> = v.InferOutput<E['response']>;
/** The success body without the errorCode the client has already judged. */
export type DataOf<E extends EndpointSpec> = Omit<ResponseOf<E>, 'errorCode'>;

/** The input argument of a call: none, optional (every field optional) or required. */
export type RequestArgs<E> =
  RequestSchemaOf<E> extends AnySchema
    ? // biome-ignore lint/complexity/noBannedTypes: {} is "an object with no required field" here
      {} extends RequestOf<E>
      ? [input?: RequestOf<E>]
      : [input: RequestOf<E>]
    : [];
