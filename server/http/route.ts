import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Endpoint, ParsedRequestOf } from '../../src/api/contract/endpoint';
import { ERROR } from '../../src/api/contract/errors';
import { CONTROL_CHARACTER_MESSAGE, findNonPlainText } from '../../src/api/contract/text';
import { ApiError } from './errors';
import type { AppDeps, SessionUser } from './types';

type AnySchema = v.GenericSchema;

/** A declared endpoint plus the parts only the server has (the handler is defineRoute's last argument). */
export interface RouteSpec<E extends Endpoint> {
  endpoint: E;
  /** Runs on the raw request before parsing, for checks that need the unparsed shape. */
  precheck?: (request: FastifyRequest) => void;
  /** Extra Fastify route config (e.g. rate limits). */
  config?: Record<string, unknown>;
}

interface RouteContext<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** GET: the parsed query string. */
  query: E['method'] extends 'GET' ? ParsedRequestOf<E> : undefined;
  /** Other methods: the parsed JSON body. */
  body: E['method'] extends 'GET' ? undefined : ParsedRequestOf<E>;
  user: E['auth'] extends 'user' ? SessionUser : SessionUser | null;
  deps: AppDeps;
}

/** A readable, input-free description of the first problem (never echoes values: PANs!). */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid request';
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return path ? `${path}: ${issue.message.replace(/Received .*$/, '').trim()}` : issue.message;
}

export function parseInput<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  const bad = findNonPlainText(input);
  if (bad !== null) {
    const fieldErrors = { [bad || 'body']: CONTROL_CHARACTER_MESSAGE };
    throw new ApiError(400, ERROR.validation, `${bad || 'body'}: ${CONTROL_CHARACTER_MESSAGE}`, {
      fieldErrors,
    });
  }
  const result = v.safeParse(schema, input ?? {});
  if (!result.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of result.issues) {
      const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      if (path && !fieldErrors[path])
        fieldErrors[path] = issue.message.replace(/Received .*$/, '').trim();
    }
    throw new ApiError(400, ERROR.validation, describeIssues(result.issues), { fieldErrors });
  }
  return result.output;
}

/**
 * Registers a declared endpoint: its request parsed with the contract schema (the query for GET,
 * the body otherwise), the signed-in user resolved, the answer wrapped in the success envelope,
 * and the endpoint recorded for OpenAPI.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  spec: RouteSpec<E>,
  handler: (ctx: RouteContext<E>) => Promise<Record<string, unknown>>,
): void {
  const { endpoint } = spec;
  app.apiRoutes.push(endpoint);
  const schema: AnySchema | undefined = endpoint.request;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: spec.config,
    handler: async (request, reply) => {
      if (endpoint.auth === 'user' && !request.user) {
        throw new ApiError(401, ERROR.notSignedIn, 'not signed in');
      }
      spec.precheck?.(request);
      const isGet = endpoint.method === 'GET';
      const parsed = schema ? parseInput(schema, isGet ? request.query : request.body) : undefined;
      const result = await handler({
        request,
        reply,
        query: (isGet ? parsed : undefined) as RouteContext<E>['query'],
        body: (isGet ? undefined : parsed) as RouteContext<E>['body'],
        user: request.user as RouteContext<E>['user'],
        deps: app.deps,
      });
      reply.header('cache-control', 'no-store');
      return { errorCode: '0', ...result };
    },
  });
}

/**
 * Registers a declared endpoint whose handler reads the raw request and answers in full itself
 * (device registration: its refusals are 0002, not the 0001 of a failed parse).
 */
export function defineRawRoute(
  app: FastifyInstance,
  endpoint: Endpoint,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<Record<string, unknown>>,
): void {
  app.apiRoutes.push(endpoint);
  app.route({ method: endpoint.method, url: endpoint.path, handler });
}
