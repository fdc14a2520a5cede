import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { myPlansMachine } from '../../machines/myPlansMachine';
import type { BoundMachine } from '../common/boundMachine';
import { skeletonBar } from '../common/common.css';
import { LoadFailed, Loading } from '../common/LoadStates';
import { Page } from '../common/Page';
import { tapTarget } from '../common/text.css';
import { useAppLocale } from '../common/useAppLocale';
import { note } from '../layout/layout.css';
import { PlanCard } from './PlanCard';
import { planCard, planList } from './plans.css';

export interface MyPlansViewProps {
  myPlans: BoundMachine<typeof myPlansMachine>;
  /** Open this plan's update payment method dialog once the plans are shown (?switchCard=). */
  switchCard?: number | undefined;
  /** The request is taken: the address can forget it, so a reload does not open it again. */
  onSwitchCardTaken?: () => void;
}

/** Two card-sized placeholders while the plans load, so the page does not jump when they arrive. */
function PlansLoading() {
  return (
    <ul className={planList} aria-hidden="true">
      {[0, 1].map((i) => (
        <li key={i} className={planCard}>
          <span className={skeletonBar} style={{ width: '40%' }} />
          <span className={skeletonBar} />
          <span className={skeletonBar} style={{ width: '70%' }} />
        </li>
      ))}
    </ul>
  );
}

/** My Plan (spec §2): every plan of the account, or the empty-plan view. */
export function MyPlansView({ myPlans, switchCard, onSwitchCardTaken }: MyPlansViewProps) {
  const { t } = useLingui();
  const lang = useAppLocale();
  const [state, send] = useMachine(myPlans.machine, {
    input: { lang, ...(switchCard ? { switchCard } : {}) },
    ...myPlans.options,
  });
  // The machine read it at start; only the first render's request counts.
  const taken = useRef(switchCard !== undefined);
  useEffect(() => {
    if (taken.current) onSwitchCardTaken?.();
    taken.current = false;
  }, [onSwitchCardTaken]);
  const busy = state.hasTag('busy');
  return (
    <Page title={<Trans>My Plan</Trans>}>
      <div aria-busy={busy}>
        {busy ? (
          <Loading placeholder={<PlansLoading />}>
            <Trans>Loading your plans…</Trans>
          </Loading>
        ) : null}
        {state.matches('failed') ? (
          <LoadFailed
            title={<Trans>Your plans could not be loaded</Trans>}
            onRetry={() => send({ type: 'plans.retry' })}
          />
        ) : null}
        {state.matches('empty') ? (
          <div className={note}>
            <h2>
              <Trans>You have no plan yet</Trans>
            </h2>
            <p>
              <Trans>Choose a plan on the pricing page to start.</Trans>
            </p>
            <Link to="/pricing">
              <Trans>See plans and pricing</Trans>
            </Link>
          </div>
        ) : null}
        {state.matches('listed') ? (
          <ul className={planList} aria-label={t`Your plans`}>
            {state.context.planRefs.map((planRef) => (
              <li key={planRef.id}>
                <PlanCard planRef={planRef} />
              </li>
            ))}
          </ul>
        ) : null}
        {busy ? null : (
          // Desktop has no Payment Method tab (spec §2): the saved cards are reached from here.
          <p>
            <Link to="/personalcentre/paymentmethod" className={tapTarget}>
              <Trans>Manage your saved cards</Trans>
            </Link>
          </p>
        )}
      </div>
    </Page>
  );
}
