import { Trans } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { selectPhase } from '../../machines/catalogMachine';
import type { PlanSearch } from '../../state/search/planSearch';
import { Page } from '../common/Page';
import { LoadFailed } from '../common/plan/LoadFailed';
import { PlanControls } from '../common/plan/PlanControls';
import { PlanSkeletons } from '../common/plan/PlanSkeletons';
import { grid } from '../common/plan/plan.css';
import { type BoundCatalog, useCatalog } from '../common/plan/useCatalog';
import { useAppLocale } from '../common/useAppLocale';
import { PlanCard } from './PlanCard';
import { lead, planGrid } from './pricing.css';

/** The price list, open to visitors: five products, cycle and currency switches, a way in. */
export function PricingView({ catalog }: { catalog: BoundCatalog }) {
  const search = useSearch({ strict: false }) as PlanSearch;
  const navigate = useNavigate();
  const lang = useAppLocale();
  const [snapshot, send] = useCatalog(
    catalog,
    { lang, subscriptionTime: search.cycle, currency: search.currency },
    {
      onSelection: ({ cycle, currency }) =>
        void navigate({
          to: '/pricing',
          search: (prev) => ({ ...prev, cycle, currency }),
          replace: true,
        }),
    },
  );
  const phase = selectPhase(snapshot);
  const { plans, subscriptionTime, currency } = snapshot.context;
  return (
    <Page title={<Trans>Pricing</Trans>}>
      <p className={lead}>
        <Trans>
          Research for Hong Kong and China A-share investors. Pick the markets and devices you need;
          prices are per billing cycle.
        </Trans>
      </p>
      {phase === 'loading' && <PlanSkeletons />}
      {phase === 'failed' && <LoadFailed onRetry={() => send({ type: 'catalog.retry' })} />}
      {phase === 'ready' && (
        <>
          <PlanControls
            cycle={subscriptionTime}
            currency={currency}
            onCycle={(time) => send({ type: 'cycle.select', subscriptionTime: time })}
            onCurrency={(code) => send({ type: 'currency.select', currency: code })}
          />
          <ul className={`${grid} ${planGrid}`}>
            {plans.map((plan) => (
              <li key={plan.productCode}>
                <PlanCard
                  plan={plan}
                  cycle={subscriptionTime}
                  currency={currency}
                  carry={{
                    coupon: search.coupon,
                    origin: search.origin,
                    referral: search.referral,
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
