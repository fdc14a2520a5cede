/**
 * Text the API accepts: no control characters (C0, DEL, C1) and no unpaired surrogates. NUL cannot
 * be stored in a PostgreSQL text column at all, and the others have no place in names, emails,
 * codes or ids; refusing them at the contract keeps them from failing deep inside a payment.
 */
const NOT_PLAIN = /[\p{Cc}\p{Cs}]/u; // Cc = C0, DEL, C1; Cs in `u` mode = unpaired surrogates

export const CONTROL_CHARACTER_MESSAGE = 'Control characters are not allowed.';

export function isPlainText(text: string): boolean {
  return !NOT_PLAIN.test(text);
}

/**
 * The path (`card.holder`, `coupons.0`) of the first string or key in an input that is not plain
 * text, or null. Walks parsed JSON, forms and query objects, whatever their shape.
 */
export function findNonPlainText(input: unknown, depth = 0): string | null {
  if (typeof input === 'string') return isPlainText(input) ? null : '';
  if (depth > 32 || input === null || typeof input !== 'object') return null;
  for (const [key, value] of Object.entries(input)) {
    if (!isPlainText(key)) return key.replace(/[^\x20-\x7e]/g, '?');
    const inner = findNonPlainText(value, depth + 1);
    if (inner !== null) return inner === '' ? key : `${key}.${inner}`;
  }
  return null;
}
