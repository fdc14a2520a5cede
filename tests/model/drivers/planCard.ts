import type { Page } from '@playwright/test';
import { DECLINED_CARD, myPlans, storeCard, switchPlanCard } from './heldRequests';

/**
 * As in My Plan, the user pays the plan with a new card the sandbox declines (5001), against the
 * real server; returns how to put the plan's own card back. Shared by the upgrade spec and the
 * upgrade's real model binding.
 */
export async function payPlanWithDecliningCard(page: Page, orderId: number) {
  const origin = new URL(page.url()).origin;
  const plan = (await myPlans(page, origin)).find((p) => p.orderId === orderId);
  const good = plan?.paymentMethod?.cardId;
  if (!good) throw new Error(`plan ${orderId} has no card`);
  const declining = await storeCard(page, origin, DECLINED_CARD, 'Alex Active', false);
  await switchPlanCard(page, origin, orderId, declining.id);
  return () => switchPlanCard(page, origin, orderId, good);
}
