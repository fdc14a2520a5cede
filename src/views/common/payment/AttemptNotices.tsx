import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { payAttemptMachine } from '../../../machines/payAttemptMachine';
import { attemptAlert, attemptNotice, attemptRetry } from './attempt.css';

type PayAttemptRef = ActorRefFrom<typeof payAttemptMachine>;

/**
 * What a pay attempt is doing when its answer is lost: "reconnecting" while it resends, then a
 * plain warning and "Try again" (the same attempt, so never a second charge). Shared by every
 * flow that moves money; the flow keeps its own pay button.
 */
export function AttemptNotices({
  attempt,
  storing = 'payment',
}: {
  attempt: PayAttemptRef | undefined;
  /** What the attempt sends: a payment, or a card being added (same safety, other words). */
  storing?: 'payment' | 'card';
}) {
  const reconnecting = useSelector(attempt, (s) => s?.hasTag('reconnecting') ?? false);
  const uncertain = useSelector(attempt, (s) => s?.hasTag('uncertain') ?? false);
  return (
    <>
      {reconnecting ? (
        <p className={attemptNotice} role="status">
          {storing === 'card' ? (
            <Trans>The connection was interrupted. Confirming your card…</Trans>
          ) : (
            <Trans>The connection was interrupted. Confirming your payment…</Trans>
          )}
        </p>
      ) : null}
      {uncertain ? (
        <div className={attemptAlert} role="alert">
          <p>
            {storing === 'card' ? (
              <Trans>
                We could not confirm that your card was added. Please check your connection and try
                again: it will not be added twice.
              </Trans>
            ) : (
              <Trans>
                We could not confirm your payment. Please check your connection and try again: you
                will not be charged twice.
              </Trans>
            )}
          </p>
        </div>
      ) : null}
      {uncertain ? (
        <button
          type="button"
          className={attemptRetry}
          onClick={() => attempt?.send({ type: 'payment.retry' })}
        >
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </>
  );
}

/** The attempt needs the person (its answer is lost): the flow hides its own pay button. */
export const useAttemptUncertain = (attempt: PayAttemptRef | undefined) =>
  useSelector(attempt, (s) => s?.hasTag('uncertain') ?? false);
