import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { userPromoCodes } from '../db/schema';
import { loadCatalog } from './catalog';
import { loadCustomer } from './customer';

/**
 * Whether the running promotion for this product can be claimed by this user (null: signed out),
 * and if not, why: no promotion, not signed in, not a new user, or its coupon already redeemed.
 */
export async function checkActivity(
  db: DbOrTx,
  now: Date,
  productCode: string,
  userId: number | null,
) {
  const catalog = await loadCatalog(db);
  const activity = catalog.activities.find(
    (a) => a.startsAt <= now && now < a.endsAt && a.productCodes.includes(productCode),
  );
  const no = (reason: string) => ({
    isAvailable: false,
    reason,
    couponCode: null,
    activityCode: activity?.code ?? null,
  });
  if (!activity) return no('no_activity');
  if (userId === null) return no('not_signed_in');
  const customer = await loadCustomer(db, userId, catalog.ranks);
  if (activity.newUsersOnly && !customer.isNewUser) return no('not_new_user');
  const [used] = await db
    .select({ status: userPromoCodes.status })
    .from(userPromoCodes)
    .where(and(eq(userPromoCodes.userId, userId), eq(userPromoCodes.code, activity.couponCode)));
  if (used?.status === 'redeemed') return no('already_used');
  return {
    isAvailable: true,
    reason: null,
    couponCode: activity.couponCode,
    activityCode: activity.code,
  };
}
