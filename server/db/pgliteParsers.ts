import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

type Parsers = NonNullable<QueryOptions['parsers']>;
type Parser = Parsers[number];

const asIs: Parser = (value) => value;

/** Clients already set up (a test database is handed from file to file). */
const taken = new WeakSet<PGlite>();

/**
 * Drizzle sends parsers of its own with every PGlite query (dates, times and intervals come back
 * as text, for its column mapping), and PGlite merges them into a fresh copy of all its 318
 * parsers on every call: 60 of a 160 µs query. Here they go into the client's own parsers once,
 * and a query that brings them sends none. Only parsers that hand a value back unchanged move
 * (all of drizzle's, today); any other set is sent as before. The client's other queries then
 * get those types as text too, as drizzle's always did.
 */
export function takeDrizzleParsersOnce(client: PGlite): void {
  if (taken.has(client)) return;
  taken.add(client);
  const moved = new WeakSet<Parsers>();
  const probe = {};
  const strip = (options: QueryOptions | undefined): QueryOptions | undefined => {
    const parsers = options?.parsers;
    if (!parsers) return options;
    if (!moved.has(parsers)) {
      const types = Object.keys(parsers).map(Number);
      if (!types.every((type) => parsers[type]?.(probe as string) === probe)) return options;
      for (const type of types) client.parsers[type] = asIs;
      moved.add(parsers);
    }
    const { parsers: _sent, ...rest } = options;
    return rest;
  };
  const takeFrom = <T extends Pick<PGlite, 'query'> | Transaction>(target: T): T => {
    const query = target.query.bind(target);
    target.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
      query(text, params, strip(options))) as T['query'];
    return target;
  };
  takeFrom(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => work(takeFrom(tx)))) as PGlite['transaction'];
}
