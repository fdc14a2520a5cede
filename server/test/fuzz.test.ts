import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestClient } from './harness';

/**
 * Every operation of GET /api/openapi.json, called with requests generated from its own schemas:
 * mostly a well-formed request with one field spoiled (a control character, NUL, an unpaired
 * surrogate, oversized or hostile text, a wrong type), so each field is tried deep inside the
 * services and the database. No answer may be a 5xx. Bounded: RUNS requests and BUDGET_MS per
 * operation.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 6_000);
const SEED = Number(process.env.FUZZ_SEED ?? 1414);

type Json = Record<string, unknown>;
type Operation = { method: string; path: string; params: Json[]; body?: Json };

let h: Harness;
let client: TestClient;
let operations: Operation[];
beforeAll(async () => {
  h = await createHarness();
  client = await h.as('active@demo.test');
  const doc = (await h.client().get('/api/openapi.json')).json;
  operations = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(
    ([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []) as Json[],
        body: (op.requestBody as { content: Record<string, { schema: Json }> } | undefined)
          ?.content['application/json']?.schema,
      })),
  );
});
afterAll(() => h.close());

const HOSTILE = [
  '\u0000',
  'a\u0000b',
  'Ann\u0000Lee',
  '\u0007\u001b[31m',
  '\r\n\t',
  '\u007f',
  '\u0085',
  '\ud800',
  'x\udfffy',
  "'; DROP TABLE users; --",
  '%00',
  '../../etc/passwd',
  '😀',
  '',
  ' ',
  'x'.repeat(5_000),
];

/** Values a real client would send for a field of this name, so calls reach past validation. */
const EXAMPLES: Record<string, string[]> = {
  number: ['4242424242424242', '4000000000000002', '5555555555554444'],
  cvc: ['123', '7319'],
  holder: ['Ann Lee'],
  couponCode: ['SAVE10USD', 'GIFT5USD', 'REFERRAL'],
  coupon: ['SAVE10USD', 'GIFT5USD'],
  coupons: ['SAVE10USD', 'GIFT5USD'],
  billingEmail: ['ann@example.com'],
  phone: ['+852 1234 5678'],
  firstName: ['Ann'],
  lastName: ['Lee'],
  referral: ['DEMOREF1'],
  deviceId: ['device-12345678'],
  names: ['LANGUAGE'],
  appVersion: ['23.5.0'],
};

const controlChar = fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\u0090', '\ud800');

/** A well-formed value of a JSON Schema (the OpenAPI 3.0 subset the document uses). */
// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: one branch per JSON Schema keyword the document uses
function validOf(name: string, schema: Json | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.anyOf) return validOf(name, (schema.anyOf as Json[])[0], depth + 1);
  if (schema.type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    return fc.record(
      Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, validOf(k, s, depth + 1)])),
      { requiredKeys: (schema.required ?? []) as string[] },
    );
  }
  if (schema.type === 'array') {
    return fc.array(validOf(name, schema.items as Json, depth + 1), { maxLength: 1 });
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    if (name === 'expYear') return fc.integer({ min: 2027, max: 2040 });
    const min = Math.max(Number(schema.minimum ?? 1), 1);
    const max = Math.min(Number(schema.maximum ?? 40), 40);
    return fc.integer({ min: Math.min(min, max), max });
  }
  if (schema.type === 'boolean') return fc.boolean();
  if (name === 'idempotencyKey') return fc.uuid();
  return fc.constantFrom(...(EXAMPLES[name] ?? [`fuzz-${name}-12345678`]));
}

/** Every leaf of a value, as a path of keys. */
function leaves(value: unknown, path: string[] = []): string[][] {
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => leaves(v, [...path, k])) : [path];
  }
  return [path];
}

function replaceAt(value: unknown, path: string[], make: (old: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return make(value);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Json) }) as Json;
  copy[head] = replaceAt(copy[head], rest, make);
  return copy;
}

/** What one field may become: a control character inside it, a hostile or a wrong value. */
const mutation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(controlChar, fc.nat()).map(([bad, at]) => (old: unknown) => {
      const text = typeof old === 'string' || typeof old === 'number' ? String(old) : '';
      const i = at % (text.length + 1);
      return text.slice(0, i) + bad + text.slice(i);
    }),
  },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE).map((text) => () => text) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.anything({ maxDepth: 1 }))
      .map((x) => () => x),
  },
);

/** Mostly a valid value with exactly one field spoiled, so every field is tried deep inside. */
function spoiledOf(name: string, schema: Json | undefined): fc.Arbitrary<unknown> {
  const valid = validOf(name, schema);
  return fc.oneof(
    { weight: 1, arbitrary: valid },
    {
      weight: 5,
      arbitrary: fc.tuple(valid, fc.nat(), mutation).map(([value, pick, make]) => {
        const all = leaves(value);
        return replaceAt(value, all[pick % all.length] ?? [], make);
      }),
    },
  );
}

/** `{card:{number}}` as the form a browser would post: `card[number]=…`. */
function asForm(body: unknown): string {
  const params = new URLSearchParams();
  const walk = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(prefix ? `${prefix}[${k}]` : k, v);
    } else params.append(prefix || 'value', String(value));
  };
  walk('', body);
  return params.toString();
}

function requestFor(op: Operation) {
  const query = spoiledOf('query', {
    type: 'object',
    properties: Object.fromEntries(op.params.map((p) => [p.name as string, p.schema as Json])),
    required: op.params.filter((p) => p.required).map((p) => p.name as string),
  });
  const body = op.body
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: spoiledOf('body', op.body).map((b) => JSON.stringify(b) ?? 'null'),
        },
        { weight: 1, arbitrary: spoiledOf('body', op.body).map(asForm) },
      )
    : fc.constant(undefined);
  return fc.record({ query, body });
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('finds no 5xx', async () => {
    expect(operations.length).toBeGreaterThan(20);
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    let sent = 0;
    const started = Date.now();
    for (const op of operations) {
      const result = await fc.check(
        fc.asyncProperty(requestFor(op), async ({ query, body }) => {
          sent += 1;
          const res = await client.request({
            method: op.method as 'GET' | 'POST' | 'DELETE',
            url: op.path,
            query: query as Record<string, unknown> | undefined,
            body,
          });
          const bucket = `${Math.floor(res.status / 100)}xx`;
          statuses[bucket] = (statuses[bucket] ?? 0) + 1;
          if (res.status >= 500) {
            failures.push(
              `${op.method} ${op.path} ${JSON.stringify({ query, body })} → ${res.status}`,
            );
            return false;
          }
          return typeof res.json?.errorCode === 'string';
        }),
        { numRuns: RUNS, seed: SEED, interruptAfterTimeLimit: BUDGET_MS, endOnFailure: true },
      );
      if (result.failed && failures.length === 0) {
        failures.push(`${op.method} ${op.path}: ${fc.defaultReportMessage(result)}`);
      }
    }
    console.info(
      `fuzz: ${sent} requests over ${operations.length} operations in ${Date.now() - started} ms: ${JSON.stringify(statuses)}`,
    );
    expect(failures).toEqual([]);
  });
});
