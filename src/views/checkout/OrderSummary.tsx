import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { OrderPreview } from '../../api/contract/orders';
import type { SubscriptionTime } from '../../api/contract/wire';
import { useAppLocale } from '../common/useAppLocale';
import { formatDate, formatMoney } from '../format';
import { CycleChoice } from './CycleChoice';
import {
  alert,
  hint,
  panel,
  secondary,
  skeleton,
  summaryList,
  summaryRow,
  total,
  visuallyHidden,
} from './checkout.css';
import { CYCLE_NAMES, previewProblem } from './messages';
import type { PartProps } from './types';

export interface OrderSummaryProps extends PartProps {
  /** The buyer switches the billing cycle: the page's address changes, and the order with it. */
  onCycleChange: (cycle: SubscriptionTime) => void;
}

/** The server's preview, shown as it is: no amount here is computed in the browser. */
export function OrderSummary({ state, send, onCycleChange }: OrderSummaryProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  const { preview, previewProblem: problem, order } = state.context;
  const loading = state.matches({ summary: 'loading' });
  const failed = state.matches({ summary: 'failed' });
  // The machine takes a new order only while the form is open (not paying, failed or unresolved).
  const orderOpen = state.matches({ payment: 'idle' });

  return (
    <section className={panel} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId}>
        <Trans>Order summary</Trans>
      </h2>
      <CycleChoice value={order.subscriptionTime} onChange={onCycleChange} disabled={!orderOpen} />
      {loading ? (
        <p className={preview ? hint : visuallyHidden} role="status">
          {preview ? <Trans>Updating…</Trans> : <Trans>Loading your order summary…</Trans>}
        </p>
      ) : null}
      {loading && !preview ? (
        <>
          <div className={skeleton} />
          <div className={skeleton} />
        </>
      ) : null}
      {failed ? (
        <div className={alert} role="alert">
          <p>{previewProblem(i18n, problem?.code ?? '')}</p>
        </div>
      ) : null}
      {failed ? (
        <div>
          <button
            type="button"
            className={secondary}
            onClick={() => send({ type: 'summary.retry' })}
          >
            <Trans>Try again</Trans>
          </button>{' '}
          <Link to="/products/offerselection">
            <Trans>Change plan</Trans>
          </Link>
        </div>
      ) : null}
      {preview && !failed ? <PreviewDetails preview={preview} /> : null}
    </section>
  );
}

function PreviewDetails({ preview }: { preview: OrderPreview }) {
  const { i18n } = useLingui();
  const locale = useAppLocale();
  const money = (minor: number) => formatMoney(minor, preview.currency, locale);
  const [first, ...otherLines] = preview.lines;
  const discounts = preview.discounts.filter((d) => d.effective && d.amount > 0);
  const { trialDays, freeDays } = preview;
  const nextDate = formatDate(preview.nextBillingDate, locale);
  const nextAmount = money(preview.nextBillingAmount);
  const cycle = i18n._(CYCLE_NAMES[preview.subscriptionTime]);

  return (
    <>
      <dl className={summaryList}>
        {first ? (
          <div className={summaryRow}>
            <dt>
              {preview.productName} · {cycle}
            </dt>
            <dd>{money(first.amount)}</dd>
          </div>
        ) : null}
        {otherLines.map((line) => (
          <div className={summaryRow} key={line.description}>
            <dt>{line.description}</dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        {discounts.map((discount) => (
          <div className={summaryRow} key={discount.code}>
            <dt>
              <DiscountName code={discount.code} percent={preview.firstMonthDiscountPercent} />
            </dt>
            <dd>−{money(discount.amount)}</dd>
          </div>
        ))}
        {preview.tax > 0 ? (
          <div className={summaryRow}>
            <dt>
              <Trans>Tax</Trans>
            </dt>
            <dd>{money(preview.tax)}</dd>
          </div>
        ) : null}
        <div className={total}>
          <dt>
            <Trans>Due today</Trans>
          </dt>
          <dd>{money(preview.dueToday)}</dd>
        </div>
      </dl>
      {trialDays > 0 ? (
        <p className={hint}>
          <Trans>Includes a {trialDays}-day free trial.</Trans>
        </p>
      ) : null}
      {freeDays > 0 ? (
        <p className={hint}>
          <Plural
            value={freeDays}
            one="Plus # free day from your coupon."
            other="Plus # free days from your coupon."
          />
        </p>
      ) : null}
      <dl className={summaryList}>
        <div className={summaryRow}>
          <dt>
            <Trans>Next billing date</Trans>
          </dt>
          <dd>{nextDate}</dd>
        </div>
        <div className={summaryRow}>
          <dt>
            <Trans>Next billing amount</Trans>
          </dt>
          <dd>{nextAmount}</dd>
        </div>
      </dl>
    </>
  );
}

/** The server's automatic first-month discount has a fixed code; the rest are coupons. */
function DiscountName({ code, percent }: { code: string; percent: number }) {
  if (code === 'FIRSTMONTH') return <Trans>First-month discount {percent}%</Trans>;
  return <Trans>Coupon {code}</Trans>;
}
