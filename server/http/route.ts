import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ERROR } from '../../src/api/contract/errors';
import { CONTROL_CHARACTER_MESSAGE, findNonPlainText } from '../../src/api/contract/text';
import { ApiError } from './errors';
import type { AppDeps, SessionUser } from './types';

type AnySchema = v.GenericSchema;
type Auth = 'public' | 'user' | 'optionalUser';
type Out<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

export interface RouteSpec<Q, B, A extends Auth> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  summary: string;
  description?: string;
  tags: string[];
  /** 'user' answers 401 without a signed-in user. Every /api route also needs a device. */
  auth: A;
  query?: Q;
  body?: B;
  response: AnySchema;
  /** Error codes this route may answer with, for the OpenAPI document. */
  errors?: string[];
  /** Runs on the raw request before parsing, for checks that need the unparsed shape. */
  precheck?: (request: FastifyRequest) => void;
  /** Extra Fastify route config (e.g. rate limits). */
  config?: Record<string, unknown>;
}

export interface RouteContext<Q, B, A extends Auth> {
  request: FastifyRequest;
  reply: FastifyReply;
  query: Out<Q>;
  body: Out<B>;
  user: A extends 'user' ? SessionUser : SessionUser | null;
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
 * Registers an API route: inputs parsed with the shared contract schemas, the signed-in user
 * resolved, the answer wrapped in the success envelope, and the route recorded for OpenAPI.
 */
export function defineRoute<
  Q extends AnySchema | undefined,
  B extends AnySchema | undefined,
  A extends Auth,
>(
  app: FastifyInstance,
  spec: RouteSpec<Q, B, A>,
  handler: (ctx: RouteContext<Q, B, A>) => Promise<Record<string, unknown>>,
): void {
  app.apiRoutes.push({
    method: spec.method,
    url: spec.url,
    summary: spec.summary,
    description: spec.description,
    tags: spec.tags,
    auth: spec.auth,
    query: spec.query,
    body: spec.body,
    response: spec.response,
    errors: spec.errors ?? [],
  });
  app.route({
    method: spec.method,
    url: spec.url,
    config: spec.config,
    handler: async (request, reply) => {
      if (spec.auth === 'user' && !request.user) {
        throw new ApiError(401, ERROR.notSignedIn, 'not signed in');
      }
      spec.precheck?.(request);
      const query = (spec.query ? parseInput(spec.query, request.query) : undefined) as Out<Q>;
      const body = (spec.body ? parseInput(spec.body, request.body) : undefined) as Out<B>;
      const result = await handler({
        request,
        reply,
        query,
        body,
        user: request.user as RouteContext<Q, B, A>['user'],
        deps: app.deps,
      });
      reply.header('cache-control', 'no-store');
      return { errorCode: '0', ...result };
    },
  });
}
