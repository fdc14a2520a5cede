import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useAppLocale } from '../common/useAppLocale';
import { formatMoney } from '../format';
import { alert, check, checkbox, hint, notice, panel, payButton, secondary } from './checkout.css';
import { BLOCKERS } from './messages';
import { ids, type PartProps } from './types';

/** The purchase agreement, the reasons a pay click was refused, and the pay button. */
export function PayPanel({ state, send }: PartProps) {
  const { i18n } = useLingui();
  const locale = useAppLocale();
  const { agreement, blockers, preview } = state.context;
  const open = state.matches({ payment: 'idle' });
  const paying = state.matches({ payment: 'paying' }) || state.matches({ payment: 'reconnecting' });
  const uncertain = state.matches({ payment: 'uncertain' });
  const priced = state.matches({ summary: 'ready' }) && preview !== null;
  const due = preview ? formatMoney(preview.dueToday, preview.currency, locale) : '';
  // Mounted already paying means "Try again" on the failure screen: that button is gone, so the
  // person lands here, where the attempt's progress shows.
  const panelRef = useRef<HTMLDivElement>(null);
  const mountedPaying = useRef(paying);
  useEffect(() => {
    if (mountedPaying.current) panelRef.current?.focus();
  }, []);

  return (
    <div className={panel} ref={panelRef} tabIndex={-1}>
      <label className={check}>
        <input
          id={ids.agreement}
          type="checkbox"
          className={checkbox}
          checked={agreement}
          disabled={!open}
          aria-invalid={blockers.includes('agreement') ? true : undefined}
          onChange={(event) =>
            send({ type: event.target.checked ? 'agreement.tick' : 'agreement.untick' })
          }
        />
        <span>
          <Trans>I have read and agree to the Term Purchase Agreement.</Trans>
        </span>
      </label>
      {blockers.length > 0 ? (
        <div className={alert} role="alert">
          {blockers.map((blocker) => (
            <p key={blocker}>{i18n._(BLOCKERS[blocker])}</p>
          ))}
        </div>
      ) : null}
      {state.matches({ payment: 'reconnecting' }) ? (
        <p className={notice} role="status">
          <Trans>The connection was interrupted. Confirming your payment…</Trans>
        </p>
      ) : null}
      {uncertain ? (
        <div className={alert} role="alert">
          <p>
            <Trans>
              We could not confirm your payment. Please check your connection and try again: you
              will not be charged twice.
            </Trans>
          </p>
        </div>
      ) : null}
      {uncertain ? (
        <button type="button" className={secondary} onClick={() => send({ type: 'payment.retry' })}>
          <Trans>Try again</Trans>
        </button>
      ) : (
        <button
          type="submit"
          className={payButton}
          // Disabled while an attempt runs: a second click could never charge twice anyway (one
          // idempotency key per attempt), but it should not look as if it might.
          disabled={!open || !priced}
          aria-describedby={preview?.dueToday === 0 ? 'checkout-pay-note' : undefined}
        >
          {paying ? (
            <Trans>Processing payment…</Trans>
          ) : !priced ? (
            // Until the server has priced the order we cannot say whether anything is due today.
            <Trans>Pay</Trans>
          ) : preview && preview.dueToday > 0 ? (
            <Trans>Pay {due}</Trans>
          ) : (
            <Trans>Start subscription</Trans>
          )}
        </button>
      )}
      {preview && preview.dueToday === 0 ? (
        <p id="checkout-pay-note" className={hint}>
          <Trans>Nothing is charged today. Your card is charged on the next billing date.</Trans>
        </p>
      ) : null}
    </div>
  );
}
