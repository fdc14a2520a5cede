import { Trans } from '@lingui/react/macro';
import type { ScheduledRedemption } from '../../api/contract/promotion';
import { useAppLocale } from '../common/useAppLocale';
import { useProductName } from '../common/useProductName';
import { formatDate } from '../format';
import { noticeLine } from './promotion.css';

/** "GIFT5USD redeemed on …", in a status region that is on the page before any text. */
export function RedeemedLine({ redeemed }: { redeemed: ScheduledRedemption | null }) {
  const locale = useAppLocale();
  const productName = useProductName();
  const code = redeemed?.promoCode;
  const product = redeemed ? productName(redeemed.productCode, redeemed.productName) : '';
  const date = redeemed ? formatDate(redeemed.billingDate, locale) : '';
  return (
    <div role="status" className={noticeLine}>
      {redeemed ? (
        <p>
          <Trans>
            {code} is redeemed on {product}. Nothing is charged now: it applies on {date}.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
