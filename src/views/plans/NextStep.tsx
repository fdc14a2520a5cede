import { Trans, useLingui } from '@lingui/react/macro';
import type { MyPlan } from '../../api/contract/plans';
import { CYCLE_NAMES } from '../common/plan/planLabels';
import { useMoney } from '../common/plan/useMoney';
import { useAppLocale } from '../common/useAppLocale';
import { formatDate } from '../format';
import { nextStep } from './plans.css';

/** A moment the investor must act by: date and time in their own time zone, which is named. */
const DEADLINE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** One sentence on every plan card: what happens next, and when, with the exact amount. */
export function NextStep({ plan }: { plan: MyPlan }) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const money = useMoney();
  const day = (iso: string | null) => (iso ? formatDate(iso, locale) : '');
  const amount =
    plan.nextPaymentAmount === null ? '' : money(plan.nextPaymentAmount, plan.currency);
  const cycle = t(CYCLE_NAMES[plan.pendingSubscriptionTime ?? plan.subscriptionTime]);
  const date = day(plan.nextPaymentDate);

  if (plan.status === 'cancelled')
    return (
      <p className={nextStep}>
        <Trans>This plan is cancelled and its access has ended. Buy it again to come back.</Trans>
      </p>
    );
  if (plan.status === 'expired')
    return (
      <p className={nextStep}>
        <Trans>This plan has expired. Buy it again to come back.</Trans>
      </p>
    );
  if (plan.status === 'past_due')
    return (
      <p className={nextStep} role="alert">
        <Trans>
          The last payment did not go through. We will charge {amount} again on {date}; you can
          switch the card before then.
        </Trans>
      </p>
    );
  if (plan.inTrial && plan.canCancelFree && plan.freeCancelUntil) {
    const deadline = formatDate(plan.freeCancelUntil, locale, {
      ...DEADLINE,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    return (
      <p className={nextStep}>
        <Trans>
          Free trial: cancel before {deadline} and nothing is charged. Otherwise {amount} is charged
          on {date} ({cycle}).
        </Trans>
      </p>
    );
  }
  if (plan.inTrial)
    return (
      <p className={nextStep}>
        <Trans>
          The free-cancel period has ended. {amount} is charged on {date} ({cycle}).
        </Trans>
      </p>
    );
  return (
    <p className={nextStep}>
      {plan.pendingSubscriptionTime ? (
        <Trans>
          Next payment: {amount} on {date}, when billing changes to {cycle}.
        </Trans>
      ) : (
        <Trans>
          Next payment: {amount} on {date} ({cycle}).
        </Trans>
      )}
    </p>
  );
}
