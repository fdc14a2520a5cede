import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * Counts the SQL statements a PGlite client runs, BEGIN and COMMIT included: the figure issue 15
 * budgets per request. Drizzle's logger would miss the transaction's own statements.
 */
export interface StatementCounter {
  count: number;
  /** Each statement, shortened, for a failure message. */
  log: string[];
  /** Each statement whole, with its parameters (to EXPLAIN it). */
  runs: { sql: string; params: unknown[] }[];
  reset(): void;
}

export function countStatements(client: PGlite): StatementCounter {
  const counter: StatementCounter = {
    count: 0,
    log: [],
    runs: [],
    reset() {
      counter.count = 0;
      counter.log = [];
      counter.runs = [];
    },
  };
  const seen = (sql: string, params: unknown = []) => {
    counter.count += 1;
    counter.log.push(sql.replace(/\s+/g, ' ').slice(0, 160));
    counter.runs.push({ sql, params: Array.isArray(params) ? params : [] });
  };
  const wrapQuery = <T extends Pick<PGlite, 'query' | 'exec'> | Transaction>(target: T): T => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = ((sql: string, ...rest: unknown[]) => {
      seen(sql, rest[0]);
      return (query as (...a: unknown[]) => unknown)(sql, ...rest);
    }) as T['query'];
    target.exec = ((sql: string, ...rest: unknown[]) => {
      seen(sql);
      return (exec as (...a: unknown[]) => unknown)(sql, ...rest);
    }) as T['exec'];
    return target;
  };
  wrapQuery(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) => {
    seen('BEGIN');
    return transaction((tx) => callback(wrapQuery(tx))).finally(() => seen('COMMIT'));
  }) as PGlite['transaction'];
  return counter;
}
