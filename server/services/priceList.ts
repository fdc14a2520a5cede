import { CURRENCIES } from '../../src/api/contract/codeLists';
import type { Lang } from '../../src/api/contract/common';
import { CYCLES, DEFAULT_CURRENCY, PRODUCTS } from '../domain/catalog';
import { newSubscriberPerks } from '../domain/pricing';
import type { Catalog } from './catalog';
import type { PriceListFacts } from './sessionCache';

/** Signed out, a visitor may be new: the perks show as the products state them. */
export const VISITOR: PriceListFacts = { currency: DEFAULT_CURRENCY, isNewUser: true };

/**
 * GET pc/pl's answer, and the prerendered pricing page's plans: one list for both (the contract's
 * PriceListResponse checks it on the way out).
 */
export function priceListOf(catalog: Catalog, lang: Lang, facts: PriceListFacts) {
  return {
    defaultCurrency: facts.currency,
    plans: catalog.products.map((p) => ({
      productCode: p.code,
      name: PRODUCTS.find((d) => d.code === p.code)?.names[lang] ?? p.name,
      rank: p.rank,
      highest: p.rank === catalog.highestRank,
      markets: p.markets,
      platforms: p.platforms,
      ...newSubscriberPerks(p, facts.isNewUser),
      prices: CYCLES.flatMap((cycle) =>
        CURRENCIES.flatMap((currency) => {
          const amount = catalog.price(p.code, cycle, currency);
          return amount === undefined
            ? []
            : [
                {
                  subscriptionTime: cycle,
                  currency,
                  amount,
                  monthlyAmount: Math.round(amount / cycle),
                },
              ];
        }),
      ),
    })),
  };
}
