import type { MyPlan } from '../../../src/api/contract/plans';

/** The user's plan list (pc/up) as the upgrade page reads it; "no such plan" is a list without it. */
export const plansAnswer = (plan: MyPlan | null) => ({
  myPlans: plan ? [plan] : [],
  currencyLock: null,
  isNewUser: false,
  signedIn: true,
  highestRank: plan?.rank ?? 0,
});

/** Offer selection's "Continue to upgrade": the confirmation of this plan's upgrade. */
export const upgradeUrl = (orderId: number, productCode = 'COMBO') =>
  `/pricing/products/checkout?product=${productCode}&cycle=1&currency=USD&upgrade=${orderId}`;
