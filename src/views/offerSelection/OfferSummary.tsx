import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { Plan } from '../../api/contract/products';
import { type CatalogContext, type OfferKind, priceOf } from '../../machines/catalogMachine';
import { perksFor } from '../../machines/offerPerks';
import { PlanPerks } from '../common/plan/PlanFacts';
import { CYCLE_NAMES, PER_CYCLE, PRODUCT_NAMES } from '../common/plan/planLabels';
import { useMoney } from '../common/plan/useMoney';
import { NewSubscriberNote, OfferExplanation, OfferStatus } from './OfferNotes';
import { continueButton, facts, notes, small, summary, summaryTitle } from './offerSelection.css';

export interface OfferSummaryProps {
  context: CatalogContext;
  plan: Plan | undefined;
  offer: OfferKind | null;
  checking: boolean;
  checkFailed: boolean;
  canContinue: boolean;
  onContinue: () => void;
}

/** The chosen plan, what will happen at checkout, and the way on. */
export function OfferSummary({
  context,
  plan,
  offer,
  checking,
  checkFailed,
  canContinue,
  onContinue,
}: OfferSummaryProps) {
  const { t } = useLingui();
  const money = useMoney();
  const titleId = useId();
  const explanationId = useId();
  const { subscriptionTime: cycle, currency, account } = context;
  const price = plan ? priceOf(plan, cycle, currency) : undefined;
  const rows: [ReactNode, ReactNode][] = plan
    ? [
        [<Trans key="p">Product</Trans>, t(PRODUCT_NAMES[plan.productCode])],
        [<Trans key="c">Billing cycle</Trans>, t(CYCLE_NAMES[cycle])],
        [<Trans key="u">Currency</Trans>, currency],
        [
          <Trans key="a">Price</Trans>,
          price ? `${money(price.amount, price.currency)} ${t(PER_CYCLE[cycle])}` : '—',
        ],
      ]
    : [];
  if (price && cycle !== 1) {
    rows.push([<Trans key="m">Per month</Trans>, money(price.monthlyAmount, price.currency)]);
  }
  const upgrade = offer?.kind === 'upgrade';
  return (
    <aside className={summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={summaryTitle}>
        <Trans>Your plan</Trans>
      </h2>
      {plan ? (
        <dl className={facts}>
          {rows.map(([term, detail], i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of rows
            <div key={i} style={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={small}>
          <Trans>Choose a product to see your plan.</Trans>
        </p>
      )}
      <div className={notes}>
        {plan && !upgrade && <PlanPerks plan={{ ...plan, ...perksFor(plan, cycle) }} />}
        <NewSubscriberNote show={!!plan && !upgrade && account?.isNewUser === false} />
        <OfferExplanation offer={offer} id={explanationId} />
        <OfferStatus
          context={context}
          checking={checking}
          failed={checkFailed}
          // Nothing goes to checkout from a blocked choice: promising a code there would mislead.
          blocked={!!offer && offer.kind !== 'new' && offer.kind !== 'upgrade'}
        />
      </div>
      <button
        type="button"
        className={continueButton}
        disabled={!canContinue}
        aria-describedby={offer && offer.kind !== 'new' ? explanationId : undefined}
        onClick={onContinue}
      >
        {upgrade ? <Trans>Continue to upgrade</Trans> : <Trans>Continue to checkout</Trans>}
      </button>
    </aside>
  );
}
