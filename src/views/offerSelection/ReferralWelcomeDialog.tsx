import { Trans } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import type { ReferralWelcome } from '../../api/contract/plans';
import type { referralWelcomeMachine } from '../../machines/referralWelcomeMachine';
import type { BoundMachine } from '../common/boundMachine';
import { Dialog } from '../common/Dialog';
import { dialogActions, primary } from '../common/form/form.css';
import { useAppLocale } from '../common/useAppLocale';
import { formatDate, formatMoney } from '../format';

/** The notify modal for referred users (spec §2), once: what the referral discount gives them. */
export function ReferralWelcomeDialog({
  welcome,
  offer,
}: {
  welcome: BoundMachine<typeof referralWelcomeMachine>;
  offer: ReferralWelcome;
}) {
  const locale = useAppLocale();
  const [state, send] = useMachine(welcome.machine, { ...welcome.options, input: { offer } });
  const percent = offer.percent;
  const cap = formatMoney(offer.cap, offer.currency, locale);
  const until = formatDate(offer.until, locale);
  const close = () => send({ type: 'welcome.close' });
  return (
    <Dialog
      open={state.matches('showing')}
      title={<Trans>Welcome! A friend referred you</Trans>}
      onClose={close}
    >
      <p>
        <Trans>
          Your first order on this website gets {percent}% off, up to {cap}. It is applied at
          checkout by itself, until {until} (a year after you signed up).
        </Trans>
      </p>
      <p>
        <Trans>It does not apply to subscriptions bought in an app store.</Trans>
      </p>
      <div className={dialogActions}>
        <button type="button" className={primary} onClick={close}>
          <Trans>Got it</Trans>
        </button>
      </div>
    </Dialog>
  );
}
