import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '../../api/contract/common';
import type { Coupon } from '../../api/contract/promotion';
import { movedBy } from '../../machines/promoCodeRules';
import type { WalletPlan } from '../../machines/promoCodesMachine';
import { Money } from '../common/Money';
import { useAppLocale } from '../common/useAppLocale';
import { useProductName } from '../common/useProductName';
import { formatDate } from '../format';
import { muted, smallTable } from './promotion.css';

/** What a code is worth, in words and in the investor's currency (spec §3: the four kinds). */
export function CodeValue({
  coupon,
  currency,
  plans,
}: {
  coupon: Coupon;
  currency: Currency;
  plans: readonly WalletPlan[];
}) {
  switch (coupon.kind) {
    case 'fixed':
      return <FixedValue coupon={coupon} currency={currency} />;
    case 'percent':
      return <PercentValue percent={coupon.percent ?? 0} />;
    case 'free_days':
      // Where the days would move a charge matters only while the code can still be used.
      return (
        <FreeDays days={coupon.freeDays ?? 0} plans={coupon.status === 'unused' ? plans : null} />
      );
    case 'by_product':
      return <ByProduct amounts={coupon.amountsByProduct ?? {}} currency={currency} />;
    default:
      return <ReferralValue coupon={coupon} />;
  }
}

function FixedValue({ coupon, currency }: { coupon: Coupon; currency: Currency }) {
  const own = coupon.currency ?? currency;
  const money = <Money minor={coupon.amount ?? 0} currency={own} />;
  return own === currency ? (
    <Trans>{money} off</Trans>
  ) : (
    <Trans>
      {money} off, for payments in {own} only
    </Trans>
  );
}

function PercentValue({ percent }: { percent: number }) {
  return <Trans>{percent}% off the monthly price</Trans>;
}

function ReferralValue({ coupon }: { coupon: Coupon }) {
  const percent = coupon.percent ?? 0;
  const cap = coupon.amount ? (
    <Money minor={coupon.amount} currency={coupon.currency ?? 'USD'} />
  ) : null;
  return (
    <Trans>
      {percent}% off your first order, up to {cap}
    </Trans>
  );
}

/** Free days move a plan's next charge: said as the date it moves to, for each live plan. */
function FreeDays({ days, plans }: { days: number; plans: readonly WalletPlan[] | null }) {
  const locale = useAppLocale();
  const productName = useProductName();
  const dated = (plans ?? []).filter((plan) => plan.nextPaymentDate);
  return (
    <>
      <Plural value={days} one="# free day" other="# free days" />
      {plans === null ? null : dated.length === 0 ? (
        <p className={muted}>
          <Trans>Redeemed on a plan, they move its next charge later.</Trans>
        </p>
      ) : (
        dated.map((plan) => {
          const next = plan.nextPaymentDate as string;
          const from = formatDate(next, locale);
          const to = formatDate(movedBy(next, days), locale);
          const product = productName(plan.productCode);
          return (
            <p key={plan.orderId} className={muted}>
              <Trans>
                On {product}: the next charge moves from {from} to {to}.
              </Trans>
            </p>
          );
        })
      )}
    </>
  );
}

/** A varying amount by product: a small table of what it takes off each, in this currency. */
function ByProduct({
  amounts,
  currency,
}: {
  amounts: Record<string, Record<string, number>>;
  currency: Currency;
}) {
  const { t } = useLingui();
  const productName = useProductName();
  const rows = Object.entries(amounts).filter(([, byCurrency]) => byCurrency[currency] != null);
  return (
    <>
      <Trans>An amount off that depends on the product:</Trans>
      <table className={smallTable}>
        <caption className={muted}>{t`Amount off by product, in ${currency}`}</caption>
        <tbody>
          {rows.map(([product, byCurrency]) => (
            <tr key={product}>
              <th scope="row">{productName(product)}</th>
              <td>
                <Money minor={byCurrency[currency] as number} currency={currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
