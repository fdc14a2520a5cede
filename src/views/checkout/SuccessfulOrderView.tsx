import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { MyPlan } from '../../api/contract/plans';
import type { UserInfo } from '../../api/contract/user';
import type { successfulOrderMachine } from '../../machines/successfulOrderMachine';
import type { BoundMachine } from '../common/boundMachine';
import { Page } from '../common/Page';
import { tapTarget } from '../common/text.css';
import { useAppLocale } from '../common/useAppLocale';
import { formatDate, formatMoney } from '../format';
import { useIsMobile } from '../layout/useIsMobile';
import { alert, dates, panel, row, secondary, skeleton, summaryRow } from './checkout.css';
import { CYCLE_NAMES } from './messages';
import { type PlacedOrderNote, recallPlacedOrder } from './placedOrder';

export interface SuccessfulOrderViewProps {
  orderId: number | null;
  account: Pick<UserInfo, 'email'>;
  successfulOrder: BoundMachine<typeof successfulOrderMachine>;
}

export function SuccessfulOrderView({
  orderId,
  account,
  successfulOrder,
}: SuccessfulOrderViewProps) {
  const lang = useAppLocale();
  const isMobile = useIsMobile();
  const note = recallPlacedOrder(orderId);
  const [state, send] = useMachine(successfulOrder.machine, {
    input: { orderId, lang, receiptEmail: note?.receiptEmail || null, accountEmail: account.email },
    ...successfulOrder.options,
  });
  const { receiptEmail, plan } = state.context;

  return (
    <Page title={<Trans>Order Complete</Trans>}>
      <div className={panel} data-layout={isMobile ? 'mobile' : 'desktop'}>
        <p role="status">
          <strong>
            <Trans>Thank you! Your order is complete.</Trans>
          </strong>
        </p>
        {receiptEmail ? (
          <p>
            <Trans>
              A receipt has been sent to your contact e-mail, <strong>{receiptEmail}</strong>.
            </Trans>
          </p>
        ) : state.matches('withoutOrder') ? (
          <p>
            <Trans>A receipt has been sent to your contact e-mail.</Trans>
          </p>
        ) : null}
        {state.matches('loading') ? <div className={skeleton} /> : null}
        {state.matches('failed') ? (
          <div className={alert} role="alert">
            <p>
              <Trans>Your order is placed, but its details could not be loaded just now.</Trans>
            </p>
          </div>
        ) : null}
        {state.matches('failed') ? (
          <button type="button" className={secondary} onClick={() => send({ type: 'order.retry' })}>
            <Trans>Try again</Trans>
          </button>
        ) : null}
        {plan ? <PlanDates plan={plan} note={note} /> : null}
        <div className={row}>
          <Link to="/personalcentre/myplans" className={tapTarget}>
            <Trans>Go to My Plan</Trans>
          </Link>
          <Link to="/pricing" className={tapTarget}>
            <Trans>Back to pricing</Trans>
          </Link>
        </div>
      </div>
    </Page>
  );
}

/** The plan's key dates, as the server has them. */
function PlanDates({ plan, note }: { plan: MyPlan; note: PlacedOrderNote | null }) {
  const { i18n } = useLingui();
  const locale = useAppLocale();
  const date = (iso: string) => formatDate(iso, locale);
  const money = (minor: number) => formatMoney(minor, plan.currency, locale);
  return (
    <>
      <h2>
        {plan.productName} · {i18n._(CYCLE_NAMES[plan.subscriptionTime])}
      </h2>
      <dl className={dates}>
        {note ? (
          <div className={summaryRow}>
            <dt>
              <Trans>Paid today</Trans>
            </dt>
            <dd>{formatMoney(note.amountPaid, note.currency, locale)}</dd>
          </div>
        ) : null}
        <div className={summaryRow}>
          <dt>
            <Trans>Start date</Trans>
          </dt>
          <dd>{date(plan.startDate)}</dd>
        </div>
        {plan.inTrial && plan.trialEndsAt ? (
          <div className={summaryRow}>
            <dt>
              <Trans>Free trial ends</Trans>
            </dt>
            <dd>{date(plan.trialEndsAt)}</dd>
          </div>
        ) : null}
        {plan.canCancelFree && plan.freeCancelUntil ? (
          <div className={summaryRow}>
            <dt>
              <Trans>Cancel free of charge until</Trans>
            </dt>
            <dd>{date(plan.freeCancelUntil)}</dd>
          </div>
        ) : null}
        {plan.nextPaymentDate ? (
          <div className={summaryRow}>
            <dt>
              <Trans>Next payment date</Trans>
            </dt>
            <dd>{date(plan.nextPaymentDate)}</dd>
          </div>
        ) : null}
        {plan.nextPaymentAmount !== null ? (
          <div className={summaryRow}>
            <dt>
              <Trans>Next payment amount</Trans>
            </dt>
            <dd>{money(plan.nextPaymentAmount)}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
