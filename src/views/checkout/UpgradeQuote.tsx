import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PreviewedOrder } from '../../api/contract/orders';
import { useMoney } from '../common/plan/useMoney';
import { useAppLocale } from '../common/useAppLocale';
import { formatDate } from '../format';
import {
  alert,
  hint,
  notice,
  panel,
  secondary,
  skeleton,
  summaryList,
  summaryRow,
  total,
  visuallyHidden,
} from './checkout.css';
import { CYCLE_NAMES } from './messages';

/** The server's name for a first-charge discount that an upgrade loses. */
const FIRST_CHARGE_DISCOUNT = 'FIRST_CHARGE_DISCOUNT';

/**
 * What confirming charges, to the cent, as the server quoted it: the new price, the credit for
 * the unused period, what is lost, and the amount charged now. The server charges this amount or
 * nothing, so it is the amount on the card statement.
 */
function UpgradeQuote({ quote, target }: { quote: PreviewedOrder | null; target: string }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const locale = useAppLocale();
  if (!quote)
    return (
      <>
        <p className={visuallyHidden} role="status">
          <Trans>Working out the exact amount…</Trans>
        </p>
        <div className={skeleton} />
      </>
    );
  const cycle = i18n._(CYCLE_NAMES[quote.subscriptionTime]);
  const amount = (minor: number) => money(minor, quote.currency);
  const lost = new Intl.ListFormat(i18n.locales ?? i18n.locale).format(
    (quote.lostDiscounts ?? []).map((code) =>
      code === FIRST_CHARGE_DISCOUNT ? t`your first-charge discount` : code,
    ),
  );
  const next = amount(quote.nextBillingAmount);
  const date = formatDate(quote.nextBillingDate, locale);
  return (
    <>
      <dl className={summaryList}>
        <div className={summaryRow}>
          <dt>
            <Trans>
              {target}, {cycle}
            </Trans>
          </dt>
          <dd>{amount(quote.subtotal)}</dd>
        </div>
        {quote.discountTotal > 0 ? (
          <div className={summaryRow}>
            <dt>
              <Trans>Credit for the unused part of your current period</Trans>
            </dt>
            <dd>−{amount(quote.discountTotal)}</dd>
          </div>
        ) : null}
        {quote.tax > 0 ? (
          <div className={summaryRow}>
            <dt>
              <Trans>Tax</Trans>
            </dt>
            <dd>{amount(quote.tax)}</dd>
          </div>
        ) : null}
        <div className={total}>
          <dt>
            <Trans>Charged now</Trans>
          </dt>
          <dd>{amount(quote.dueToday)}</dd>
        </div>
      </dl>
      <p className={hint}>
        <Trans>
          Then {next} per payment from {date}.
        </Trans>
      </p>
      {lost.length ? (
        <p className={notice}>
          <Trans>Lost with this upgrade: {lost}.</Trans>
        </p>
      ) : null}
    </>
  );
}

/** The quote's panel: the amount while it is worked out, and why it was quoted again. */
export function QuotePanel({ quote, changed, failed, onRetry, target }: QuotePanelProps) {
  const headingId = useId();
  return (
    <section className={panel} aria-labelledby={headingId} aria-busy={!quote && !failed}>
      <h2 id={headingId}>
        <Trans>What you pay</Trans>
      </h2>
      {changed ? (
        <div className={alert} role="alert">
          <p>
            <Trans>The amount due has changed. Check the new amount and confirm again.</Trans>
          </p>
        </div>
      ) : null}
      {failed ? (
        <>
          <div className={alert} role="alert">
            <p>
              <Trans>The amount due could not be worked out. Nothing has been charged.</Trans>
            </p>
          </div>
          <button type="button" className={secondary} onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </>
      ) : (
        <UpgradeQuote quote={quote} target={target} />
      )}
    </section>
  );
}

interface QuotePanelProps {
  quote: PreviewedOrder | null;
  /** The last confirmation was refused because the amount had changed (0079). */
  changed: boolean;
  /** The quote could not be read: say so and offer to ask again. */
  failed: boolean;
  onRetry: () => void;
  target: string;
}
