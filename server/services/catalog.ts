import { asc } from 'drizzle-orm';
import type { Currency } from '../../src/api/contract/common';
import type { DbOrTx } from '../db/client';
import { activities, prices, products, promoCodes } from '../db/schema';

type ProductRow = typeof products.$inferSelect;
type PromoRow = typeof promoCodes.$inferSelect;
type ActivityRow = typeof activities.$inferSelect;

export interface Catalog {
  products: ProductRow[];
  byCode: Map<string, ProductRow>;
  ranks: Map<string, number>;
  highestRank: number;
  price(productCode: string, cycle: number, currency: string): number | undefined;
  /** Every promo code's definition (who holds one is per user: user_promo_codes). */
  promos: ReadonlyMap<string, PromoRow>;
  activities: readonly ActivityRow[];
}

const CACHE_MS = 60_000;
let cached: { catalog: Promise<Catalog>; at: number } | null = null;

/**
 * Only seeding writes products, prices, promo codes and activities; it calls this so the next
 * read sees the new rows.
 */
export function invalidateCatalogCache(): void {
  cached = null;
}

/**
 * The reference data (products, prices, promo code definitions, activities): read on every price
 * list, preview, payment and renewal, written only by seeding, so cached for a minute (a hot
 * path: `npm run bench:api`, and server/test/statementsPerRequest.test.ts).
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
  const [priceRows, promoRows, activityRows] = [
    await db.select().from(prices),
    await db.select().from(promoCodes),
    await db.select().from(activities),
  ];
  const table = new Map(
    priceRows.map((p) => [`${p.productCode}:${p.cycleMonths}:${p.currency}`, p.amount]),
  );
  return {
    products: rows,
    byCode: new Map(rows.map((p) => [p.code, p])),
    ranks: new Map(rows.map((p) => [p.code, p.rank])),
    highestRank: Math.max(0, ...rows.map((p) => p.rank)),
    price: (code, cycle, currency: Currency | string) => table.get(`${code}:${cycle}:${currency}`),
    promos: new Map(promoRows.map((p) => [p.code, p])),
    activities: activityRows,
  };
}
