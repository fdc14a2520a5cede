import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { MyPlan } from '../../api/contract/plans';
import type { ProductCode } from '../../api/contract/products';
import { upgradePlan } from '../../api/orders';
import { getMyPlans } from '../../api/products';
import { checkoutUpgradeMachine } from '../../machines/checkoutUpgradeMachine';
import { liveInspection } from '../../statecharts/live/inspector';
import { Page } from '../common/Page';
import { useIsMobile } from '../layout/useIsMobile';
import { PRODUCT_NAMES } from '../pricing/planLabels';
import {
  alert,
  check,
  checkbox,
  hint,
  layout,
  notice,
  panel,
  payButton,
  primary,
  row,
  secondary,
  skeleton,
} from './checkout.css';
import { BLOCKERS, CYCLE_NAMES, paymentFailure } from './messages';
import { notePlacedOrder } from './placedOrder';
import { useAppLocale } from './useAppLocale';

/** The upgrade statechart bound to the real API: the plan from GET pc/up, POST pc/uap. */
const liveUpgrade = checkoutUpgradeMachine.provide({
  actors: {
    loadPlan: fromPromise(async ({ input }) => {
      const { myPlans } = await getMyPlans(input.lang);
      return myPlans.find((plan) => plan.orderId === input.orderId) ?? null;
    }),
    upgradePlan: fromPromise(({ input }) => upgradePlan(input)),
  },
});

export interface UpgradeViewProps {
  orderId: number;
  productCode: ProductCode;
}

/** Spec §2's upgrade confirmation, reached from offer selection's "Continue to upgrade". */
export function UpgradeView({ orderId, productCode }: UpgradeViewProps) {
  const { i18n } = useLingui();
  const lang = useAppLocale();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const [state, send] = useMachine(liveUpgrade, {
    input: { orderId, productCode, lang },
    ...liveInspection(),
  });
  const { plan, agreement, agreementRefused, failure, upgraded } = state.context;

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'upgrade.confirm' });
  };
  const target = i18n._(PRODUCT_NAMES[productCode]);
  const busy = state.matches('paying') || state.matches('reconnecting');

  return (
    <Page title={<Trans>Confirm upgrade</Trans>}>
      <form
        className={layout}
        noValidate
        onSubmit={onSubmit}
        data-layout={isMobile ? 'mobile' : 'desktop'}
      >
        <div className={panel}>
          {state.matches('loading') ? <div className={skeleton} /> : null}
          {state.matches('loadFailed') ? (
            <>
              <div className={alert} role="alert">
                <p>
                  <Trans>Your plan could not be loaded.</Trans>
                </p>
              </div>
              <button
                type="button"
                className={secondary}
                onClick={() => send({ type: 'upgrade.reload' })}
              >
                <Trans>Try again</Trans>
              </button>
            </>
          ) : null}
          {state.matches('unavailable') ? (
            <p className={notice} role="status">
              <Trans>
                This plan cannot be upgraded. See <Link to="/personalcentre/myplans">My Plan</Link>.
              </Trans>
            </p>
          ) : null}
          {plan && !state.matches('unavailable') ? (
            <UpgradeFacts plan={plan} target={target} />
          ) : null}
          {state.matches('failed') ? (
            <div className={alert} role="alert">
              <p>{paymentFailure(i18n, failure?.code ?? '')}</p>
            </div>
          ) : null}
          {state.matches('failed') ? (
            <div className={row}>
              <button
                type="button"
                className={primary}
                onClick={() => send({ type: 'payment.retry' })}
              >
                <Trans>Try again</Trans>
              </button>
              <Link to="/personalcentre/myplans">
                <Trans>Update the payment method in My Plan</Trans>
              </Link>
            </div>
          ) : null}
        </div>
        {state.matches('confirming') || busy || state.matches('uncertain') ? (
          <div className={panel}>
            <label className={check}>
              <input
                type="checkbox"
                className={checkbox}
                checked={agreement}
                disabled={!state.matches('confirming')}
                aria-invalid={agreementRefused ? true : undefined}
                onChange={(event) =>
                  send({ type: event.target.checked ? 'agreement.tick' : 'agreement.untick' })
                }
              />
              <span>
                <Trans>I have read and agree to the Term Purchase Agreement.</Trans>
              </span>
            </label>
            {agreementRefused ? (
              <div className={alert} role="alert">
                <p>{i18n._(BLOCKERS.agreement)}</p>
              </div>
            ) : null}
            {state.matches('uncertain') ? (
              <>
                <div className={alert} role="alert">
                  <p>
                    <Trans>
                      We could not confirm your payment. Please check your connection and try again:
                      you will not be charged twice.
                    </Trans>
                  </p>
                </div>
                <button
                  type="button"
                  className={secondary}
                  onClick={() => send({ type: 'payment.retry' })}
                >
                  <Trans>Try again</Trans>
                </button>
              </>
            ) : (
              <button type="submit" className={payButton} disabled={busy}>
                {busy ? <Trans>Processing payment…</Trans> : <Trans>Confirm and pay</Trans>}
              </button>
            )}
          </div>
        ) : null}
      </form>
    </Page>
  );
}

/** What the upgrade changes, as the plan stands on the server. */
function UpgradeFacts({ plan, target }: { plan: MyPlan; target: string }) {
  const { i18n } = useLingui();
  const current = plan.productName;
  const cycle = i18n._(CYCLE_NAMES[plan.subscriptionTime]);
  const currency = plan.currency;
  const card = plan.paymentMethod;
  return (
    <>
      <h2>
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
          You pay the new plan’s price less a credit for the unused part of your current period; the
          amount is worked out when you confirm.
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
