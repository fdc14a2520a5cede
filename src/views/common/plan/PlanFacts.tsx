import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '../../../api/contract/common';
import type { Plan } from '../../../api/contract/products';
import type { SubscriptionTime } from '../../../api/contract/wire';
import { priceOf } from '../../../machines/catalogMachine';
import { features, muted, per, perks, price } from './plan.css';
import { marketName, PER_CYCLE, platformName } from './planLabels';
import { useMoney } from './useMoney';

/** What a plan includes: its markets and where it can be used (web and/or mobile). */
export function PlanIncludes({ plan }: { plan: Plan }) {
  const { t } = useLingui();
  const text = (label: ReturnType<typeof marketName>) =>
    typeof label === 'string' ? label : t(label);
  return (
    <ul className={features}>
      {plan.markets.map((market) => (
        <li key={market}>{text(marketName(market))}</li>
      ))}
      <li>{plan.platforms.map((platform) => text(platformName(platform))).join(' + ')}</li>
    </ul>
  );
}

/** The cycle price and its per-month figure, both exactly as the server sent them. */
export function PlanPrice({
  plan,
  cycle,
  currency,
}: {
  plan: Plan;
  cycle: SubscriptionTime;
  currency: Currency | null;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const amount = priceOf(plan, cycle, currency);
  if (!amount) {
    return (
      <p className={muted}>
        <Trans>Not available in this currency</Trans>
      </p>
    );
  }
  const monthly = money(amount.monthlyAmount, amount.currency);
  return (
    <>
      <p className={price}>
        {money(amount.amount, amount.currency)} <span className={per}>{t(PER_CYCLE[cycle])}</span>
      </p>
      {cycle !== 1 && (
        <p className={muted}>
          <Trans>{monthly} per month</Trans>
        </p>
      )}
    </>
  );
}

/** Trial days and first-month discount as the price list states them (new subscribers only). */
export function PlanPerks({ plan }: { plan: Plan }) {
  const days = plan.trialDays;
  const percent = plan.firstMonthDiscountPercent;
  if (days <= 0 && percent <= 0) return null;
  return (
    <ul className={perks}>
      {days > 0 && (
        <li>
          <Plural value={days} one="# day free trial" other="# days free trial" />
        </li>
      )}
      {percent > 0 && (
        <li>
          <Trans>{percent}% off the first paid month of monthly billing</Trans>
        </li>
      )}
    </ul>
  );
}
