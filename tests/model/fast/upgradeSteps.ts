import type { AnyEventObject } from 'xstate';
import type { MyPlan } from '../../../src/api/contract/plans';
import type { CheckoutUpgradeContext } from '../../../src/machines/checkoutUpgradeMachine';
import { isServerAnswer, type Snapshot } from './checkoutTruth';

/**
 * Why a person cannot cause this upgrade event now, judged from where the path's events really
 * lead; undefined when they can. Shared by the upgrade's jsdom and Chromium bindings; every reason
 * names what is (not) on the screen.
 */
// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: one rule per step nobody can take on the upgrade page
export function cannotInUpgrade(
  snapshot: Snapshot<unknown>,
  event: AnyEventObject,
): string | undefined {
  const s = snapshot as Snapshot<CheckoutUpgradeContext>;
  if (isServerAnswer(event.type)) return undefined;
  switch (event.type) {
    case 'agreement.tick':
      if (!s.matches('confirming')) return 'the agreement box is locked now.';
      return s.context.agreement ? 'the agreement is already ticked.' : undefined;
    case 'agreement.untick':
      if (!s.matches('confirming')) return 'the agreement box is locked now.';
      return s.context.agreement
        ? undefined
        : 'the agreement is not ticked, so it cannot be cleared.';
    case 'upgrade.confirm':
      return s.matches('confirming') ? undefined : 'there is no "Confirm and pay" button now.';
    case 'upgrade.reload':
      // "Try again" when the plan or its amount could not be read; "Back to confirmation" after
      // a refusal.
      return s.matches('loadFailed') || s.matches('quoteFailed') || s.matches('failed')
        ? undefined
        : 'there is nothing to reload or go back to now.';
    case 'payment.retry':
      return s.matches('failed') ? undefined : 'there is no "Try again".';
    default:
      return undefined;
  }
}

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
