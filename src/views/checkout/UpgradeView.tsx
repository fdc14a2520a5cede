import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId } from 'react';
import type { MyPlan } from '../../api/contract/plans';
import type { ProductCode } from '../../api/contract/products';
import type {
  CheckoutUpgradeContext,
  checkoutUpgradeMachine,
} from '../../machines/checkoutUpgradeMachine';
import type { BoundMachine } from '../common/boundMachine';
import { Page } from '../common/Page';
import { PRODUCT_NAMES } from '../common/plan/planLabels';
import { useAppLocale } from '../common/useAppLocale';
import { useIsMobile } from '../layout/useIsMobile';
import { alert, layout, notice, panel, secondary, skeleton, visuallyHidden } from './checkout.css';
import { BLOCKERS } from './messages';
import { PayPanel } from './PayPanel';
import { notePlacedOrder } from './placedOrder';
import { UpgradeFacts } from './UpgradeFacts';
import { UpgradeFailed } from './UpgradeFailed';
import { QuotePanel } from './UpgradeQuote';

/** The upgrade statechart with its API calls bound, as the route hands it over. */
export type BoundUpgrade = BoundMachine<typeof checkoutUpgradeMachine>;

export interface UpgradeViewProps {
  orderId: number;
  productCode: ProductCode;
  upgrade: BoundUpgrade;
}

/** Spec §2's upgrade confirmation, reached from offer selection's "Continue to upgrade". */
export function UpgradeView({ orderId, productCode, upgrade }: UpgradeViewProps) {
  const { i18n } = useLingui();
  const lang = useAppLocale();
  const isMobile = useIsMobile();
  const [state, send] = useMachine(upgrade.machine, {
    input: { orderId, productCode, lang },
    ...upgrade.options,
  });
  const { plan, quote, quoteChanged, agreement, agreementRefused, failure, upgraded } =
    state.context;
  const factsId = useId();
  const agreementId = useId();

  useSuccessPage(upgraded, plan);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'upgrade.confirm' });
  };
  // Back from the failure screen, the user lands on the confirmation's first control again.
  const backToConfirmation = () => {
    send({ type: 'upgrade.reload' });
    setTimeout(() => document.getElementById(agreementId)?.focus(), 0);
  };
  const target = i18n._(PRODUCT_NAMES[productCode]);
  const loading = state.matches('loading');
  const failed = state.matches('failed');
  const paying = state.matches('paying');
  // Busy while the request is out; not while the user is asked to check the connection.
  const busy = useSelector(state.children.payAttempt, (s) => s?.hasTag('busy') ?? false);
  const confirming = state.matches('confirming');
  const quoteFailed = state.matches('quoteFailed');

  return (
    <Page title={<Trans>Confirm upgrade</Trans>}>
      <form
        className={layout}
        noValidate
        onSubmit={onSubmit}
        data-layout={isMobile ? 'mobile' : 'desktop'}
        aria-busy={loading || busy}
      >
        <UpgradePlanPanel
          view={PLAN_VIEWS.find((view) => state.matches(view)) ?? 'plan'}
          plan={plan}
          target={target}
          factsId={factsId}
          onReload={() => send({ type: 'upgrade.reload' })}
        />
        {plan && (state.matches('quoting') || quoteFailed || quote) ? (
          <QuotePanel
            quote={quote}
            changed={quoteChanged}
            failed={quoteFailed}
            onRetry={() => send({ type: 'upgrade.reload' })}
            target={target}
          />
        ) : null}
        {failed ? (
          <UpgradeFailed
            code={failure?.code ?? ''}
            onRetry={() => send({ type: 'payment.retry' })}
            onBack={backToConfirmation}
          />
        ) : null}
        {confirming || paying ? (
          <PayPanel
            attempt={state.children.payAttempt}
            agreement={{
              id: agreementId,
              ticked: agreement,
              open: confirming,
              refused: agreementRefused,
            }}
            onAgreement={(ticked) => send({ type: ticked ? 'agreement.tick' : 'agreement.untick' })}
            refusals={agreementRefused ? [i18n._(BLOCKERS.agreement)] : []}
            disabled={!confirming}
            label={<Trans>Confirm and pay</Trans>}
          />
        ) : null}
      </form>
    </Page>
  );
}

/** Once upgraded, the success page (replacing the confirmation in the history). */
function useSuccessPage(upgraded: CheckoutUpgradeContext['upgraded'], plan: MyPlan | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!upgraded) return;
    notePlacedOrder({
      orderId: upgraded.orderId,
      status: 'active',
      currency: upgraded.currency,
      amountPaid: upgraded.amountPaid,
      nextBillingDate: upgraded.nextBillingDate,
      // pc/uap does not say; the success page reads the contact e-mail instead.
      receiptEmail: '',
      productCode: upgraded.productCode,
      subscriptionTime: plan?.subscriptionTime ?? 1,
    });
    void navigate({
      to: '/products/checkout/successfulorder',
      search: { orderId: upgraded.orderId },
      replace: true,
    });
  }, [upgraded, plan, navigate]);
}

/** The machine's states that show something other than the plan's facts. */
const PLAN_VIEWS = ['loading', 'loadFailed', 'unavailable'] as const;

interface UpgradePlanPanelProps {
  /** Which of the plan's loading states the machine is in ('plan' once it is known). */
  view: 'loading' | 'loadFailed' | 'unavailable' | 'plan';
  plan: MyPlan | null;
  target: string;
  factsId: string;
  onReload: () => void;
}

/** The plan being upgraded: its facts, or why they cannot be shown yet. */
function UpgradePlanPanel({ view, plan, target, factsId, onReload }: UpgradePlanPanelProps) {
  return (
    <section
      className={panel}
      aria-labelledby={plan && view !== 'unavailable' ? factsId : undefined}
      aria-busy={view === 'loading'}
    >
      {view === 'loading' ? (
        <>
          <p className={visuallyHidden} role="status">
            <Trans>Loading your plan…</Trans>
          </p>
          <div className={skeleton} />
          <div className={skeleton} />
        </>
      ) : null}
      {view === 'loadFailed' ? (
        <>
          <div className={alert} role="alert">
            <p>
              <Trans>Your plan could not be loaded.</Trans>
            </p>
          </div>
          <button type="button" className={secondary} onClick={onReload}>
            <Trans>Try again</Trans>
          </button>
        </>
      ) : null}
      {view === 'unavailable' ? (
        <p className={notice} role="status">
          <Trans>
            This plan cannot be upgraded. See <Link to="/personalcentre/myplans">My Plan</Link>.
          </Trans>
        </p>
      ) : null}
      {plan && view !== 'unavailable' ? (
        <UpgradeFacts plan={plan} target={target} headingId={factsId} />
      ) : null}
    </section>
  );
}
