import { Trans, useLingui } from '@lingui/react/macro';
import type { MyPlan } from '../../api/contract/plans';
import { hint, notice } from './checkout.css';
import { CYCLE_NAMES } from './messages';

/** What the upgrade changes, as the plan stands on the server. */
export function UpgradeFacts({
  plan,
  target,
  headingId,
}: {
  plan: MyPlan;
  target: string;
  headingId: string;
}) {
  const { i18n } = useLingui();
  const current = plan.productName;
  const cycle = i18n._(CYCLE_NAMES[plan.subscriptionTime]);
  const currency = plan.currency;
  const card = plan.paymentMethod;
  return (
    <>
      <h2 id={headingId}>
        <Trans>
          From {current} to {target}
        </Trans>
      </h2>
      <p>
        <Trans>
          Your billing cycle stays {cycle}, in {currency}.
        </Trans>
      </p>
      {card ? <CardNote brand={card.brand} last4={card.last4} /> : null}
      <p className={hint}>
        <Trans>
          You pay the new plan’s price less a credit for each unused day of your current period.
        </Trans>
      </p>
      <p className={notice}>
        <Trans>Any discount on your current order is lost after you confirm.</Trans>
      </p>
    </>
  );
}

function CardNote({ brand, last4 }: { brand: string; last4: string }) {
  return (
    <p>
      <Trans>
        The upgrade is charged to the card your plan uses: {brand} ending in {last4}.
      </Trans>
    </p>
  );
}
