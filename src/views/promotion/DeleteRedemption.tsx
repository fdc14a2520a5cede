import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { NETWORK_PROBLEM } from '../../api/contract/result';
import type { redemptionMachine } from '../../machines/redemptionMachine';
import { alert } from '../common/alert.css';
import { Dialog } from '../common/Dialog';
import { dangerous, dialogActions, dialogForm, secondary } from '../common/form/form.css';
import { useAppLocale } from '../common/useAppLocale';
import { useProductName } from '../common/useProductName';
import { formatDate } from '../format';

type RowRef = ActorRefFrom<typeof redemptionMachine>;

/** Delete for a code still waiting for its billing date, and its confirmation. */
export function DeleteRedemption({ rowRef }: { rowRef: RowRef }) {
  const { t } = useLingui();
  const state = useSelector(rowRef, (s) => s);
  const { row } = state.context;
  const product = useProductName()(row.productCode, row.productName);
  // Only a code still waiting for its billing date can be taken off.
  if (!state.can({ type: 'delete.open' }) && !state.hasTag('dialog')) return null;
  const code = row.promoCode;
  return (
    <>
      <button
        type="button"
        className={secondary}
        disabled={state.hasTag('dialog')}
        aria-label={t`Delete ${code} from ${product}`}
        onClick={() => rowRef.send({ type: 'delete.open' })}
      >
        <Trans>Delete</Trans>
      </button>
      <Dialog
        open={state.hasTag('dialog')}
        title={<Trans>Delete {code} from the schedule?</Trans>}
        onClose={() => (state.hasTag('busy') ? undefined : rowRef.send({ type: 'dialog.close' }))}
      >
        <Confirm rowRef={rowRef} />
      </Dialog>
    </>
  );
}

function Confirm({ rowRef }: { rowRef: RowRef }) {
  const locale = useAppLocale();
  const state = useSelector(rowRef, (s) => s);
  const { row, problem } = state.context;
  const busy = state.hasTag('busy');
  const code = row.promoCode;
  const errorCode = problem?.code;
  const product = useProductName()(row.productCode, row.productName);
  const date = formatDate(row.billingDate, locale);
  return (
    <form
      className={dialogForm}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        rowRef.send({ type: 'delete.confirm' });
      }}
    >
      <p>
        <Trans>
          {code} will no longer apply to {product} on {date}, and the code becomes unused again.
        </Trans>
      </p>
      {problem ? (
        <div className={alert} role="alert">
          <p>
            {problem.code === NETWORK_PROBLEM ? (
              <Trans>The code could not be deleted. Check your connection and try again.</Trans>
            ) : (
              <Trans>The code could not be deleted (Error Code {errorCode}).</Trans>
            )}
          </p>
        </div>
      ) : null}
      <div className={dialogActions}>
        <button type="submit" className={dangerous} disabled={busy}>
          {busy ? <Trans>Deleting…</Trans> : <Trans>Delete from schedule</Trans>}
        </button>
        <button
          type="button"
          className={secondary}
          disabled={busy}
          onClick={() => rowRef.send({ type: 'dialog.close' })}
        >
          <Trans>Keep it scheduled</Trans>
        </button>
      </div>
    </form>
  );
}
