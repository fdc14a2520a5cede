import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows that came back as JSON (`json_agg(t)` in a subquery) in the shape drizzle's select gives:
 * property names instead of column names, and each value through its column's own decoding
 * (timestamps to Date). Lets one statement bring a parent row and its children.
 */
export function rowsFromJson<T extends PgTable>(
  table: T,
  json: readonly Record<string, unknown>[] | null,
): InferSelectModel<T>[] {
  const columns = Object.entries(getTableColumns(table));
  return (json ?? []).map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  });
}
