import { asc } from 'drizzle-orm';
import type { Currency } from '../../src/api/contract/common';
import type { DbOrTx } from '../db/client';
import { prices, products } from '../db/schema';

export type ProductRow = typeof products.$inferSelect;

export interface Catalog {
  products: ProductRow[];
  byCode: Map<string, ProductRow>;
  ranks: Map<string, number>;
  highestRank: number;
  price(productCode: string, cycle: number, currency: string): number | undefined;
}

/** Products and prices, read per request: small tables, and tests may change them. */
export async function loadCatalog(db: DbOrTx): Promise<Catalog> {
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
