import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MyPlan } from '../../api/contract/plans';
import type { ProductCode } from '../../api/contract/products';
import type { planMachine } from '../../machines/planMachine';
import { warning } from '../common/alert.css';
import { DateText } from '../common/DateText';
import { Money } from '../common/Money';
import { CYCLE_NAMES, PRODUCT_NAMES } from '../common/plan/planLabels';
import { tapTarget } from '../common/text.css';
import { useProductName } from '../common/useProductName';
import { NextStep } from './NextStep';
import { PlanDialog } from './PlanDialog';
import {
  actions,
  facts,
  hint,
  planCard,
  planHeader,
  planTitle,
  records,
  secondaryButton,
  status,
} from './plans.css';

const STATUS: Record<MyPlan['status'], MessageDescriptor> = {
  trial: msg`In trial`,
  active: msg`Active`,
  past_due: msg`Payment overdue`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};

/** A date the server may not have (no next payment once cancelled): a dash, not a blank. */
function Day({ iso }: { iso: string | null }) {
  return iso ? <DateText iso={iso} /> : <>—</>;
}

function PaymentMethod({ plan }: { plan: MyPlan }) {
  const { t } = useLingui();
  if (plan.paymentMethod) {
    const { brand, last4 } = plan.paymentMethod;
    return t`${brand} ending in ${last4}`;
  }
  return plan.source === 'app_store' ? t`App Store` : '—';
}

/** The highest permission, which every other plan can be upgraded to (it has every market). */
const TOP: ProductCode = 'COMBO';

/**
 * Straight to the upgrade confirmation of this plan (its cycle, currency and card stay), one link
 * per product the server offers it (HKEx Mobile: All-Platform or Combo), where the server quotes
 * the exact amount; blocked, with the reason, at the highest permission.
 */
function UpgradeAction({ plan }: { plan: MyPlan }) {
  const { t } = useLingui();
  const whyId = useId();
  if (plan.upgradeTargets.length > 0)
    return plan.upgradeTargets.map((product) => {
      const target = t(PRODUCT_NAMES[product]);
      return (
        <Link
          key={product}
          className={secondaryButton}
          to="/products/checkout"
          search={{
            product,
            cycle: plan.subscriptionTime,
            currency: plan.currency,
            upgrade: plan.orderId,
          }}
        >
          <Trans>Upgrade to {target}</Trans>
        </Link>
      );
    });
  const target = t(PRODUCT_NAMES[TOP]);
  return (
    <>
      <button type="button" className={secondaryButton} disabled aria-describedby={whyId}>
        <Trans>Upgrade</Trans>
      </button>
      <p id={whyId} className={hint}>
        <Trans>
          You already have the highest permission ({target}), so there is nothing to upgrade to.
        </Trans>
      </p>
    </>
  );
}

/** One plan: what it is, its state, what happens next, and its facts as the server has them. */
export function PlanCard({ planRef }: { planRef: ActorRefFrom<typeof planMachine> }) {
  const { t } = useLingui();
  const titleId = useId();
  const whyId = useId();
  const plan = useSelector(planRef, (s) => s.context.plan);
  const name = useProductName()(plan.productCode, plan.productName);
  const live = plan.status !== 'cancelled' && plan.status !== 'expired';
  return (
    <article className={planCard} aria-labelledby={titleId}>
      <header className={planHeader}>
        <h2 id={titleId} className={planTitle}>
          {name}
        </h2>
        <span className={status} data-status={plan.status}>
          {t(STATUS[plan.status])}
        </span>
      </header>
      <NextStep plan={plan} />
      {live && plan.paymentMethod?.expiresFirst ? (
        <p className={warning}>
          <Trans>
            {plan.paymentMethod.brand} ending in {plan.paymentMethod.last4} expires before the next
            payment, so that payment would fail.
          </Trans>{' '}
          <button
            type="button"
            className={secondaryButton}
            onClick={() => planRef.send({ type: 'payment.open' })}
          >
            <Trans>Use another card</Trans>
          </button>
        </p>
      ) : null}
      <dl className={facts}>
        <dt>
          <Trans>Payment cycle</Trans>
        </dt>
        <dd>{t(CYCLE_NAMES[plan.subscriptionTime])}</dd>
        <dt>
          <Trans>Payment method</Trans>
        </dt>
        <dd>
          <PaymentMethod plan={plan} />
        </dd>
        <dt>
          <Trans>Purchased since</Trans>
        </dt>
        <dd>
          <DateText iso={plan.purchasedSince} />
        </dd>
        <dt>
          <Trans>Start date</Trans>
        </dt>
        <dd>
          <DateText iso={plan.startDate} />
        </dd>
        <dt>
          <Trans>Next payment date</Trans>
        </dt>
        <dd>
          <Day iso={plan.nextPaymentDate} />
        </dd>
        {plan.nextPaymentAmount !== null ? (
          <>
            <dt>
              <Trans>Next payment amount</Trans>
            </dt>
            <dd>
              <Money minor={plan.nextPaymentAmount} currency={plan.currency} />
            </dd>
          </>
        ) : null}
        <dt>
          <Trans>Expiry date</Trans>
        </dt>
        <dd>
          <Day iso={plan.expiryDate} />
        </dd>
        <dt>
          <Trans>Currency</Trans>
        </dt>
        <dd>{plan.currency}</dd>
      </dl>
      <p className={records}>
        <Link
          to="/personalcentre/myplans/billing/$id"
          params={{ id: String(plan.orderId) }}
          aria-describedby={titleId}
          className={tapTarget}
        >
          <Trans>Billing history</Trans>
        </Link>
        <Link
          to="/personalcentre/myplans/billing/$id"
          params={{ id: String(plan.orderId) }}
          search={{ view: 'activity' }}
          aria-describedby={titleId}
          className={tapTarget}
        >
          <Trans>Plan activity</Trans>
        </Link>
      </p>
      {live ? (
        <div className={actions}>
          {plan.canChangeFrequency && plan.frequencyAmounts.length > 1 ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => planRef.send({ type: 'frequency.open' })}
            >
              <Trans>Change billing frequency</Trans>
            </button>
          ) : null}
          {plan.paymentMethod ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => planRef.send({ type: 'payment.open' })}
            >
              <Trans>Update payment method</Trans>
            </button>
          ) : null}
          <UpgradeAction plan={plan} />
          <button
            type="button"
            className={secondaryButton}
            onClick={() => planRef.send({ type: 'cancel.open' })}
          >
            <Trans>Cancel plan</Trans>
          </button>
        </div>
      ) : (
        <div className={actions}>
          {plan.status === 'cancelled' ? (
            <>
              <button type="button" className={secondaryButton} disabled aria-describedby={whyId}>
                <Trans>Change billing frequency</Trans>
              </button>
              <p id={whyId} className={hint}>
                <Trans>Re-subscribe first to change the billing frequency.</Trans>
              </p>
            </>
          ) : null}
          {plan.resubscribeAmount !== null && plan.paymentMethod ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => planRef.send({ type: 'resubscribe.open' })}
            >
              <Trans>Re-Subscribe</Trans>
            </button>
          ) : null}
          <Link
            to="/products/offerselection"
            search={{
              product: plan.productCode as ProductCode,
              cycle: plan.subscriptionTime,
              currency: plan.currency,
            }}
          >
            <Trans>Buy again</Trans>
          </Link>
        </div>
      )}
      <PlanDialog planRef={planRef} product={name} />
    </article>
  );
}
