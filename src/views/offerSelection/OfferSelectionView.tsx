import { Trans } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import {
  selectCanContinue,
  selectCurrencyLock,
  selectIsCheckingOffer,
  selectOffer,
  selectOfferFor,
  selectPhase,
} from '../../machines/catalogMachine';
import type { referralWelcomeMachine } from '../../machines/referralWelcomeMachine';
import type { PlanSearch } from '../../state/search/planSearch';
import { parseUrlQuery } from '../../state/urlQuery';
import type { BoundMachine } from '../common/boundMachine';
import { Page } from '../common/Page';
import { LoadFailed } from '../common/plan/LoadFailed';
import { PlanControls } from '../common/plan/PlanControls';
import { PlanSkeletons } from '../common/plan/PlanSkeletons';
import { type BoundCatalog, useCatalog } from '../common/plan/useCatalog';
import { useAppLocale } from '../common/useAppLocale';
import { CurrencyLockNote } from './OfferNotes';
import { OfferSummary } from './OfferSummary';
import { choices, layout, small } from './offerSelection.css';
import { ProductChoice } from './ProductChoice';
import { ReferralWelcomeDialog } from './ReferralWelcomeDialog';

/** Signed-in: choose product, billing cycle and currency, see what applies, go to checkout. */
export function OfferSelectionView({
  catalog,
  welcome,
}: {
  catalog: BoundCatalog;
  welcome: BoundMachine<typeof referralWelcomeMachine>;
}) {
  const search = useSearch({ strict: false }) as PlanSearch;
  const navigate = useNavigate();
  const lang = useAppLocale();
  const currencyNoteId = useId();
  const cycleNoteId = useId();
  const [snapshot, send] = useCatalog(
    catalog,
    {
      lang,
      withAccount: true,
      productCode: search.product,
      subscriptionTime: search.cycle,
      currency: search.currency,
      urlQuery: parseUrlQuery({ coupon: search.coupon, origin: search.origin }),
      referral: search.referral,
    },
    {
      onSelection: ({ product, cycle, currency }) =>
        void navigate({
          to: '/products/offerselection',
          search: (prev) => ({ ...prev, product, cycle, currency }),
          replace: true,
        }),
      onCheckout: (selection) =>
        // The checkout route reads product, cycle, currency, coupon, origin (and upgrade).
        void navigate({ to: '/products/checkout', search: selection as never }),
    },
  );
  const phase = selectPhase(snapshot);
  const { context } = snapshot;
  const lock = selectCurrencyLock(snapshot);
  const offer = selectOffer(snapshot);
  const plan = context.plans.find((p) => p.productCode === context.productCode);
  return (
    <Page title={<Trans>Offer Selection</Trans>}>
      {phase === 'loading' && <PlanSkeletons count={3} />}
      {phase === 'failed' && <LoadFailed onRetry={() => send({ type: 'catalog.retry' })} />}
      {phase === 'ready' && (
        <div className={layout}>
          <div className={choices}>
            <PlanControls
              cycle={context.subscriptionTime}
              currency={context.currency}
              onCycle={(time) => send({ type: 'cycle.select', subscriptionTime: time })}
              onCurrency={(code) => send({ type: 'currency.select', currency: code })}
              cycleLocked={context.isUpgrade}
              currencyLocked={lock !== null}
              cycleNoteId={context.isUpgrade ? cycleNoteId : undefined}
              currencyNoteId={lock ? currencyNoteId : undefined}
            />
            {context.isUpgrade && (
              <p className={small} id={cycleNoteId}>
                <Trans>An upgrade keeps the billing cycle of your current plan.</Trans>
              </p>
            )}
            <CurrencyLockNote lock={lock} id={currencyNoteId} />
            <ProductChoice
              plans={context.plans}
              value={context.productCode}
              cycle={context.subscriptionTime}
              currency={context.currency}
              offerFor={(code) => selectOfferFor(snapshot, code)}
              onChange={(code) => send({ type: 'product.select', productCode: code })}
            />
          </div>
          <OfferSummary
            context={context}
            plan={plan}
            offer={offer}
            checking={selectIsCheckingOffer(snapshot)}
            checkFailed={snapshot.matches({ ready: 'checkFailed' })}
            canContinue={selectCanContinue(snapshot)}
            onContinue={() => send({ type: 'offer.continue' })}
          />
        </div>
      )}
      {context.account?.referralWelcome ? (
        <ReferralWelcomeDialog welcome={welcome} offer={context.account.referralWelcome} />
      ) : null}
    </Page>
  );
}
