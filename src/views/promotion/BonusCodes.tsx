import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReferralInfo } from '../../api/contract/promotion';
import { daysBetween } from '../../machines/promoCodeRules';
import { type Column, DataTable } from '../common/DataTable';
import { DateText } from '../common/DateText';
import { Money } from '../common/Money';
import { useAppLocale } from '../common/useAppLocale';
import { formatDate } from '../format';
import { muted, progress, progressNow } from './promotion.css';
import { RedeemButton } from './RedeemButton';

type Reward = ReferralInfo['rewards'][number];

const STATUS_NAMES: Record<Reward['status'], MessageDescriptor> = {
  pending: msg`Not yet available`,
  available: msg`Available`,
  redeemed: msg`Redeemed`,
  payout: msg`Cashed out`,
  invalid: msg`Invalid`,
  expired: msg`Expired`,
};

/** Which billing cycle set the holding period (spec §4: 0, 90 or 180 days). */
const holdDays = (reward: Reward) =>
  reward.availableDate ? daysBetween(reward.createDate, reward.availableDate) : null;

/** One line on why the bonus is in its status, with the date that matters. */
function Reason({ reward }: { reward: Reward }) {
  const locale = useAppLocale();
  const available = reward.availableDate ? formatDate(reward.availableDate, locale) : '';
  const expires = reward.expireDate ? formatDate(reward.expireDate, locale) : '';
  const order = /(\d+)/.exec(reward.redeemBy ?? '')?.[1] ?? reward.redeemBy ?? '';
  switch (reward.status) {
    case 'pending':
      return <PendingReason days={holdDays(reward)} date={available} />;
    case 'available':
      return <Trans>Expires on {expires}, one year after it became available.</Trans>;
    case 'redeemed':
      return <Trans>Paid against order {order}.</Trans>;
    case 'payout':
      return <Trans>Paid out to you in cash.</Trans>;
    case 'invalid':
      return (
        <Trans>
          Your friend’s plan ended before this bonus became available, so it was not earned.
        </Trans>
      );
    default:
      return <Trans>Expired on {expires}, one year after it became available.</Trans>;
  }
}

function PendingReason({ days, date }: { days: number | null; date: string }) {
  if (days === null || !date)
    return <Trans>Available once your friend’s first payment is made.</Trans>;
  if (days >= 180)
    return (
      <Trans>
        Available on {date}: 180 days after your friend’s first payment, as they pay annually.
      </Trans>
    );
  if (days >= 90)
    return (
      <Trans>
        Available on {date}: 90 days after your friend’s first payment, as they pay semi-annually.
      </Trans>
    );
  return <Trans>Available on {date}, when your friend’s first monthly payment is made.</Trans>;
}

/** Issued → available → expires, with the step the bonus is at. */
function Progress({ reward }: { reward: Reward }) {
  const { t } = useLingui();
  const code = reward.code;
  const at = reward.status === 'pending' ? 0 : reward.status === 'available' ? 1 : 2;
  const steps = [
    { label: t`Issued`, iso: reward.createDate },
    { label: t`Available`, iso: reward.availableDate },
    { label: t`Expires`, iso: reward.expireDate },
  ];
  return (
    <ol className={progress} aria-label={t`Progress of ${code}`}>
      {steps.map((step, i) => (
        <li
          key={step.label}
          className={i === at ? progressNow : undefined}
          aria-current={i === at ? 'step' : undefined}
        >
          {step.label} {step.iso ? <DateText iso={step.iso} /> : '—'}
        </li>
      ))}
    </ol>
  );
}

/**
 * The bonus codes the referral link earned, each with its status and why; an available one can
 * be redeemed on a plan (it comes off a next charge).
 */
export function BonusCodes({
  rewards,
  busy,
  onRedeem,
}: {
  rewards: ReferralInfo['rewards'];
  busy: boolean;
  onRedeem: (code: string) => void;
}) {
  const { t } = useLingui();
  const columns: Column<Reward>[] = [
    { key: 'code', header: t`Bonus code`, rowHeader: true, cell: (r) => r.code },
    {
      key: 'amount',
      header: t`Amount`,
      numeric: true,
      cell: (r) => <Money minor={r.amount} currency={r.currency} />,
    },
    { key: 'account', header: t`Referral account`, cell: (r) => r.referralAccount },
    { key: 'issued', header: t`Issue date`, cell: (r) => <DateText iso={r.createDate} /> },
    {
      key: 'available',
      header: t`Available date`,
      cell: (r) => (r.availableDate ? <DateText iso={r.availableDate} /> : '—'),
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (r) => (
        <>
          <strong>{t(STATUS_NAMES[r.status])}</strong>
          <br />
          <span className={muted}>
            <Reason reward={r} />
          </span>
          {r.status === 'pending' || r.status === 'available' ? <Progress reward={r} /> : null}
          {r.status === 'available' ? (
            <RedeemButton code={r.code} busy={busy} onRedeem={onRedeem} />
          ) : null}
        </>
      ),
    },
  ];
  return (
    <DataTable
      caption={t`Bonus codes`}
      columns={columns}
      rows={rewards}
      rowKey={(r) => r.code}
      empty={
        <Trans>No bonus yet: when a friend you referred pays for a plan, you earn HKD 200.</Trans>
      }
    />
  );
}
