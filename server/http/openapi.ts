import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { Endpoint } from '../../src/api/contract/endpoint';
import { declarationOf } from '../../src/api/contract/endpoints';
import { ERROR, ErrorBody } from '../../src/api/contract/errors';

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

/** The refusal envelope, from the contract schema the client validates refusals with. */
function errorSchema(): Json {
  const schema = schemaOf(ErrorBody, 'output');
  const properties = schema.properties as Record<string, Json>;
  properties.errorCode = { type: 'string', enum: [...new Set(Object.values(ERROR))] };
  return schema;
}

/** OpenAPI 3.0 for every declared endpoint, from the contract the client and handlers share. */
// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: one pass over the declarations, one branch per OpenAPI section
export function buildOpenApi(routes: readonly Endpoint[], version: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    const isGet = route.method === 'GET';
    const { name, noun } = declarationOf(route);
    const errorCodes = [...new Set([ERROR.deviceNotRegistered, ERROR.validation, ...route.errors])];
    if (route.auth === 'user') errorCodes.push(ERROR.notSignedIn);
    if (!isGet) errorCodes.push(ERROR.crossSite);
    const operation: Json = {
      operationId: name,
      summary: route.summary,
      description: [
        route.description,
        `Possible errorCode values: ${[...new Set(errorCodes)].map((c) => `${c} (${CODE_NAMES[c] ?? 'error'})`).join(', ')}.`,
      ]
        .filter(Boolean)
        .join('\n\n'),
      tags: [noun],
      security:
        route.auth === 'none'
          ? []
          : [
              { deviceCookie: [] },
              ...(route.auth === 'user' ? [{ deviceCookie: [], sessionCookie: [] }] : []),
            ],
      parameters: isGet && route.request ? queryParameters(route.request) : [],
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
    if (!isGet && route.request) {
      const schema = schemaOf(route.request, 'input');
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
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operation;
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
        Error: errorSchema(),
      },
    },
  };
}
