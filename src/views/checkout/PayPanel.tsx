import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { payAttemptMachine } from '../../machines/payAttemptMachine';
import { AttemptNotices, useAttemptUncertain } from '../common/payment/AttemptNotices';
import { AgreementDialog } from './AgreementDialog';
import { alert, check, checkbox, hint, panel, payButton } from './checkout.css';

type PayAttemptRef = ActorRefFrom<typeof payAttemptMachine>;

export interface PayPanelProps {
  /** The attempt under way (the flow's `payAttempt` child), or undefined while none runs. */
  attempt: PayAttemptRef | undefined;
  /** The Term Purchase Agreement box: ticked, usable, and whether a pay click was refused for it. */
  agreement: { id: string; ticked: boolean; open: boolean; refused: boolean };
  onAgreement: (ticked: boolean) => void;
  /** Why the last pay click was refused, translated (spec §5 wording). */
  refusals: readonly string[];
  /** The pay button's words while no attempt runs. */
  label: ReactNode;
  /** The pay button cannot be used now (no attempt may start). */
  disabled: boolean;
  /** A line under the button that the button is described by (e.g. nothing is charged today). */
  note?: ReactNode;
}

/**
 * The agreement, why a pay click was refused, the pay button, and what the pay attempt is doing:
 * shared by every flow that moves money (checkout, upgrade).
 */
export function PayPanel({ attempt, agreement, onAgreement, refusals, ...button }: PayPanelProps) {
  const busy = useSelector(attempt, (s) => s?.hasTag('busy') ?? false);
  const uncertain = useAttemptUncertain(attempt);
  const noteId = useId();
  // Mounted with an attempt already under way means "Try again" on the failure screen: that button
  // is gone, so the person lands here, where the attempt's progress shows.
  const panelRef = useRef<HTMLDivElement>(null);
  const mountedBusy = useRef(attempt !== undefined);
  useEffect(() => {
    if (mountedBusy.current) panelRef.current?.focus();
  }, []);

  return (
    <div className={panel} ref={panelRef} tabIndex={-1}>
      <label className={check}>
        <input
          id={agreement.id}
          type="checkbox"
          className={checkbox}
          checked={agreement.ticked}
          disabled={!agreement.open}
          aria-invalid={agreement.refused ? true : undefined}
          onChange={(event) => onAgreement(event.target.checked)}
        />
        <span>
          <Trans>I have read and agree to the Term Purchase Agreement.</Trans>
        </span>
      </label>
      <AgreementDialog />
      {refusals.length > 0 ? (
        <div className={alert} role="alert">
          {refusals.map((words) => (
            <p key={words}>{words}</p>
          ))}
        </div>
      ) : null}
      <AttemptNotices attempt={attempt} />
      {uncertain ? null : (
        <button
          type="submit"
          className={payButton}
          // Disabled while an attempt runs: a second click could never charge twice anyway (one
          // idempotency key per attempt), but it should not look as if it might.
          disabled={button.disabled || attempt !== undefined}
          aria-describedby={button.note ? noteId : undefined}
        >
          {busy ? <Trans>Processing payment…</Trans> : button.label}
        </button>
      )}
      {button.note ? (
        <p id={noteId} className={hint}>
          {button.note}
        </p>
      ) : null}
    </div>
  );
}
