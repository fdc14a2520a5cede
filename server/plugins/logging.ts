/** Anything that could hold a card number, a CVV or a credential never reaches the log. */
const SECRET_KEYS = ['cardNumber', 'number', 'cvv', 'cvc', 'pan', 'password'];

export const logRedaction = {
  paths: [
    ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `*.*.*.${k}`]),
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    'headers.cookie',
    '*.headers.cookie',
  ],
  censor: '[redacted]',
};

/**
 * Requests whose bodies are never logged, at any level: they carry a card (pay, store a card,
 * upgrade and pay, switch the paying card) or a password. Redaction by key name is not enough
 * for them: a form body names its fields `card[number]`, `card[cvc]`, or anything a client likes.
 */
const UNLOGGED_BODIES = new Set([
  '/api/v2/ch/pc/pc',
  '/api/v2/ch/pc/std',
  '/api/v2/ch/pc/uap',
  '/api/v2/ch/pc/usp',
  '/login',
  '/signup',
]);

/** Key names that look like a secret however they are spelled (`card[number]`, `CVV2`, `pan`). */
const SECRET_NAME = /card|number|cvv|cvc|pan|pass|secret|token|auth/i;

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return (q === -1 ? url : url.slice(0, q)).replace(/\/+$/, '') || '/';
}

function scrub(value: unknown, depth: number): unknown {
  if (depth > 6) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        SECRET_NAME.test(key) ? '[redacted]' : scrub(item, depth + 1),
      ]),
    );
  }
  // A long run of digits is a card number whatever its field is called.
  if (typeof value === 'string' && /\d[\d -]{10,}\d/.test(value)) return '[redacted]';
  return value;
}

/** What of a request body may be logged (at trace level): nothing for payment and sign-in bodies. */
export function bodyForLog(url: string, body: unknown): unknown {
  if (UNLOGGED_BODIES.has(pathOf(url))) return '[not logged]';
  return scrub(body, 0);
}

type SerializedError = Record<string, unknown>;

const strip = (text: unknown) =>
  typeof text === 'string'
    ? text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [not logged]')
    : text;

const unquote = (text: string) => text.replace(/"[^"\n]*"|'[^'\n]*'/g, '"…"');

/**
 * Errors as the log shows them (type, message, stack, own fields, cause), minus the values a
 * failed query ran with: drizzle puts the bound parameters (gateway card tokens, names, emails)
 * into the message and the stack, and the database quotes values in `detail`
 * ("Key (token)=(tok_…) already exists").
 */
export function serializeError(error: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  return serializeCause(error, 0) as { type: string; message: string; stack: string };
}

// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: a recursive scrubber: one branch per kind of value a database error carries
function serializeCause(error: unknown, depth: number): unknown {
  if (!(error instanceof Error)) return error;
  const out: SerializedError = { type: error.constructor?.name ?? 'Error' };
  for (const [key, value] of Object.entries(error)) out[key] = value;
  out.message = strip(error.message);
  out.stack = strip(error.stack ?? '');
  for (const key of ['params', 'parameters', 'detail']) {
    if (key in out) out[key] = '[not logged]';
  }
  // A database's own error quotes the offending value (`invalid input syntax for type integer:
  // "tok_…"`); the constraint, table and column it names are kept in their own fields.
  if (typeof out.severity === 'string') {
    for (const key of ['message', 'stack', 'where', 'hint', 'internalQuery']) {
      if (typeof out[key] === 'string') out[key] = unquote(out[key]);
    }
  }
  if (error.cause !== undefined) {
    out.cause = depth < 5 ? serializeCause(error.cause, depth + 1) : '[deep]';
  }
  return out;
}
