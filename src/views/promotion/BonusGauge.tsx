import { Trans, useLingui } from '@lingui/react/macro';
import type { ReferralInfo } from '../../api/contract/promotion';
import { useAppLocale } from '../common/useAppLocale';
import { formatMoney } from '../format';
import { gauge, muted } from './promotion.css';

/** The cumulative bonus against the HKD 800 cash-out threshold, and how a payout is asked for. */
export function BonusGauge({ info }: { info: ReferralInfo }) {
  const { t } = useLingui();
  const locale = useAppLocale();
  // The server sums what counts toward the threshold (spec §4), as it decides eligibility.
  const { cumulative, threshold, currency, eligible } = info.payout;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const earned = money(cumulative);
  const needed = money(threshold);
  const available = money(info.availableReward);
  return (
    <section aria-label={t`Cash payout`}>
      <label htmlFor="bonus-gauge">
        <Trans>
          Cumulative bonus: {earned} of the {needed} needed for a cash payout
        </Trans>
      </label>
      <meter
        id="bonus-gauge"
        className={gauge}
        min={0}
        max={threshold}
        low={threshold}
        value={Math.min(cumulative, threshold)}
      />
      <p className={muted}>
        {eligible ? (
          <Trans>
            You can ask customer service to pay out your available bonus of {available}. Payouts are
            in HKD only.
          </Trans>
        ) : (
          <Trans>
            Once your cumulative bonus is above {needed}, you can ask customer service to pay out
            your available bonus. Payouts are in HKD only.
          </Trans>
        )}
      </p>
    </section>
  );
}
