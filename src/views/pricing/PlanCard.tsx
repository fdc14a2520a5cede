import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Currency } from '../../api/contract/common';
import type { Plan } from '../../api/contract/products';
import type { SubscriptionTime } from '../../api/contract/wire';
import type { PlanSearch } from '../../state/search/planSearch';
import { PlanIncludes, PlanPerks, PlanPrice } from '../common/plan/PlanFacts';
import { ProductName } from '../common/plan/ProductName';
import { card } from '../common/plan/plan.css';
import { PRODUCT_NAMES } from '../common/plan/planLabels';
import { badge, cardTitle, cta, featured, planCard, visuallyHidden } from './pricing.css';

export interface PlanCardProps {
  plan: Plan;
  cycle: SubscriptionTime;
  currency: Currency | null;
  /** The promo link's coupon/origin and a referral link's code, carried on to offer selection. */
  carry: Pick<PlanSearch, 'coupon' | 'origin' | 'referral'>;
}

export function PlanCard({ plan, cycle, currency, carry }: PlanCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const name = t(PRODUCT_NAMES[plan.productCode]);
  return (
    <article
      className={[card, planCard, plan.highest && featured].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={cardTitle}>
        <ProductName name={name} />
      </h2>
      {plan.highest && (
        <span className={badge}>
          <Trans>Most complete</Trans>
        </span>
      )}
      <PlanIncludes plan={plan} />
      <PlanPrice plan={plan} cycle={cycle} currency={currency} />
      <PlanPerks plan={plan} />
      <Link
        className={cta}
        to="/products/offerselection"
        search={{ product: plan.productCode, cycle, currency: currency ?? undefined, ...carry }}
      >
        {/* The product's name makes each link distinct for screen readers and voice control. */}
        <Trans>
          Choose <span className={visuallyHidden}>{name}</span>
        </Trans>
      </Link>
    </article>
  );
}
