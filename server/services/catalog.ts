import { asc } from 'drizzle-orm';
import type { Currency } from '../../src/api/contract/common';
import type { DbOrTx } from '../db/client';
import { prices, products } from '../db/schema';

type ProductRow = typeof products.$inferSelect;

export interface Catalog {
  products: ProductRow[];
  byCode: Map<string, ProductRow>;
  ranks: Map<string, number>;
  highestRank: number;
  price(productCode: string, cycle: number, currency: string): number | undefined;
}

const CACHE_MS = 60_000;
let cached: { catalog: Promise<Catalog>; at: number } | null = null;

/** Only seeding writes products and prices; it calls this so the next read sees the new rows. */
export function invalidateCatalogCache(): void {
  cached = null;
}

/**
 * Products and prices: read on every price list, preview and renewal, written only by seeding,
 * so they are cached for a minute (a hot path: see `npm run bench:api`).
 */
export function loadCatalog(db: DbOrTx, now = Date.now()): Promise<Catalog> {
  if (!cached || now - cached.at > CACHE_MS) {
    const catalog = readCatalog(db);
    cached = { catalog, at: now };
    // A failed read must not stick.
    catalog.catch(() => {
      if (cached?.catalog === catalog) cached = null;
    });
  }
  return cached.catalog;
}

async function readCatalog(db: DbOrTx): Promise<Catalog> {
  const rows = await db.select().from(products).orderBy(asc(products.sortOrder));
  const priceRows = await db.select().from(prices);
  const table = new Map(
    priceRows.map((p) => [`${p.productCode}:${p.cycleMonths}:${p.currency}`, p.amount]),
  );
  return {
    products: rows,
    byCode: new Map(rows.map((p) => [p.code, p])),
    ranks: new Map(rows.map((p) => [p.code, p.rank])),
    highestRank: Math.max(0, ...rows.map((p) => p.rank)),
    price: (code, cycle, currency: Currency | string) => table.get(`${code}:${cycle}:${currency}`),
  };
}
