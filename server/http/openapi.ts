import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ERROR } from '../../src/api/contract/errors';
import type { RouteDoc } from './types';

type Json = Record<string, unknown>;

function schemaOf(schema: unknown, typeMode: 'input' | 'output'): Json {
  // Transforms and custom checks have no JSON Schema form: they are described by the prose.
  return toJsonSchema(schema as v.GenericSchema, {
    target: 'openapi-3.0',
    typeMode,
    errorMode: 'ignore',
  }) as Json;
}

function queryParameters(schema: unknown): Json[] {
  const json = schemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

const CODE_NAMES = Object.fromEntries(Object.entries(ERROR).map(([name, code]) => [code, name]));

/** OpenAPI 3.0 for every /api route, from the same valibot schemas the handlers parse with. */
export function buildOpenApi(routes: readonly RouteDoc[], version: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    const errorCodes = [...new Set([ERROR.deviceNotRegistered, ERROR.validation, ...route.errors])];
    if (route.auth === 'user') errorCodes.push(ERROR.notSignedIn);
    if (route.method !== 'GET') errorCodes.push(ERROR.crossSite);
    const operation: Json = {
      summary: route.summary,
      description: [
        route.description,
        `Possible errorCode values: ${[...new Set(errorCodes)].map((c) => `${c} (${CODE_NAMES[c] ?? 'error'})`).join(', ')}.`,
      ]
        .filter(Boolean)
        .join('\n\n'),
      tags: route.tags,
      security:
        route.url === '/api/ch/r'
          ? []
          : [
              { deviceCookie: [] },
              ...(route.auth === 'user' ? [{ deviceCookie: [], sessionCookie: [] }] : []),
            ],
      parameters: route.query ? queryParameters(route.query) : [],
      responses: {
        200: {
          description: 'errorCode "0"',
          content: { 'application/json': { schema: schemaOf(route.response, 'output') } },
        },
        '4XX': {
          description: 'errorCode ≠ "0"',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
    if (route.body) {
      const schema = schemaOf(route.body, 'input');
      operation.requestBody = {
        required: true,
        description:
          'JSON, sent with Content-Type application/x-www-form-urlencoded by the SPA (spec §7).',
        content: {
          'application/x-www-form-urlencoded': { schema },
          'application/json': { schema },
        },
      };
    }
    paths[route.url] ??= {};
    paths[route.url]![route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Stock-research pricing API (reference server)',
      version,
      description:
        'Every response is JSON with errorCode ("0" = success). Money is integer minor units of the stated currency. Requests without a device session answer 403 {errorCode:"403", _sys_status:"403"}; state-changing requests must come from an allowed Origin.',
    },
    paths,
    components: {
      securitySchemes: {
        deviceCookie: { type: 'apiKey', in: 'cookie', name: 'sr_device' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sr_session' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['errorCode'],
          properties: {
            errorCode: { type: 'string', enum: [...new Set(Object.values(ERROR))] },
            message: { type: 'string' },
            _sys_status: { type: 'string' },
            fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
            invalidCoupons: { type: 'array', items: { type: 'object' } },
          },
        },
      },
    },
  };
}
