import { addDays } from '../clock';
import type { DbOrTx } from '../db/client';
import { activities, prices, products, promoCodes } from '../db/schema';
import { CURRENCIES, CYCLES, listPrice, PRODUCTS } from '../domain/catalog';
import { LAUNCH_COUPON } from '../domain/coupons';
import { REFERRAL_CAP_USD, REFERRAL_COUPON, REFERRAL_PERCENT } from '../domain/referral';

/** Products, prices and the system promo codes: present in every scenario, including 'empty'. */
export async function seedCatalog(tx: DbOrTx, now: Date): Promise<void> {
  await tx.insert(products).values(
    PRODUCTS.map((p, i) => ({
      code: p.code,
      name: p.names.en,
      rank: p.rank,
      markets: p.markets,
      platforms: p.platforms,
      trialDays: p.trialDays,
      firstMonthDiscountPercent: p.firstMonthDiscountPercent,
      sortOrder: i,
    })),
  );
  await tx.insert(prices).values(
    PRODUCTS.flatMap((p) =>
      CYCLES.flatMap((cycle) =>
        CURRENCIES.map((currency) => ({
          productCode: p.code,
          cycleMonths: cycle,
          currency,
          amount: listPrice(p, cycle, currency),
        })),
      ),
    ),
  );
  await tx.insert(promoCodes).values([
    {
      code: LAUNCH_COUPON,
      kind: 'percent',
      description: 'Launch offer: 20% off the first month for new subscribers',
      percent: 20,
      newUserOnly: true,
      isPublic: true,
      usage: 'checkout',
      validFrom: addDays(now, -30),
      expiresAt: addDays(now, 365),
    },
    {
      code: REFERRAL_COUPON,
      kind: 'referral',
      description: 'Referral welcome: 50% off your first order, up to USD 60',
      percent: REFERRAL_PERCENT,
      amount: REFERRAL_CAP_USD,
      currency: 'USD',
      isReferral: true,
      isPublic: true,
      usage: 'checkout',
      validFrom: addDays(now, -3650),
      expiresAt: null,
    },
  ]);
  await tx.insert(activities).values({
    code: 'LAUNCH',
    productCodes: ['COMBO', 'HK_ALL', 'A_ALL'],
    couponCode: LAUNCH_COUPON,
    startsAt: addDays(now, -30),
    endsAt: addDays(now, 365),
    newUsersOnly: true,
  });
}
