import {
  type CheckoutUpgradeContext,
  checkoutUpgradeMachine,
} from '../../../src/machines/checkoutUpgradeMachine';
import type { Person } from '../../pages/person';
import { successfulOrderPage } from '../../pages/successfulOrder';
import { upgradePage } from '../../pages/upgrade';
import { requireChecks, type Snapshot } from '../drivers/checkoutTruth';

type S = Snapshot<CheckoutUpgradeContext>;

/** The plan's facts and, below them, the server's quote (none yet while it is worked out). */
async function seesQuote(p: Person, { context: c }: S) {
  await upgradePage(p).facts(c.plan, c.productCode);
  await upgradePage(p).quote(c.quote, c.quoteChanged);
}

/** What a person sees in each state of the upgrade confirmation, in both runners. */
export const upgradeSees: Record<string, (p: Person, s: S) => Promise<void>> = {
  loading: (p) => upgradePage(p).loading(),
  loadFailed: (p) => upgradePage(p).loadFailed(),
  unavailable: (p) => upgradePage(p).unavailable(),
  quoting: async (p, s) => {
    await seesQuote(p, s);
    await upgradePage(p).noConfirm();
  },
  quoteFailed: async (p, { context: c }) => {
    await upgradePage(p).facts(c.plan, c.productCode);
    await upgradePage(p).quoteFailed(c.quoteChanged);
  },
  confirming: async (p, s) => {
    await seesQuote(p, s);
    await upgradePage(p).agreement(s.context.agreement, true, s.context.agreementRefused);
    await upgradePage(p).canConfirm();
  },
  paying: async (p, s) => {
    await seesQuote(p, s);
    await upgradePage(p).agreement(s.context.agreement, false, s.context.agreementRefused);
    await upgradePage(p).paying(s.context.agreementRefused);
  },
  failed: async (p, { context: c }) => {
    await upgradePage(p).facts(c.plan, c.productCode);
    await upgradePage(p).failed(`${c.failure?.code}`);
  },
  succeeded: (p, s) => successfulOrderPage(p).arrived(s.context.upgraded?.orderId),
};
requireChecks(checkoutUpgradeMachine, upgradeSees);
