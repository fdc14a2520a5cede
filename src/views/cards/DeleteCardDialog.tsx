import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { NETWORK_PROBLEM } from '../../api/contract/result';
import type { cardMachine } from '../../machines/cardMachine';
import { alert } from '../common/alert.css';
import { Dialog } from '../common/Dialog';
import { dangerous, dialogActions, dialogForm, secondary } from '../common/form/form.css';
import { useProductName } from '../common/useProductName';
import { uses } from './cards.css';

type CardRef = ActorRefFrom<typeof cardMachine>;

/**
 * The delete bank card dialog: a confirmation, or (for a card that pays for a live plan) which
 * plans use it and where to switch them, since such a card cannot be deleted.
 */
export function DeleteCardDialog({ cardRef }: { cardRef: CardRef }) {
  const state = useSelector(cardRef, (s) => s);
  const { brand, last4 } = state.context.card;
  const inUse = state.matches('inUse');
  return (
    <Dialog
      open={state.hasTag('dialog')}
      title={
        inUse ? (
          <Trans>This card pays for a plan</Trans>
        ) : (
          <Trans>
            Delete {brand} ending in {last4}?
          </Trans>
        )
      }
      onClose={() => (state.hasTag('busy') ? undefined : cardRef.send({ type: 'dialog.close' }))}
    >
      {inUse ? <InUse cardRef={cardRef} /> : <ConfirmDelete cardRef={cardRef} />}
    </Dialog>
  );
}

function ConfirmDelete({ cardRef }: { cardRef: CardRef }) {
  const problem = useSelector(cardRef, (s) => s.context.problem);
  const busy = useSelector(cardRef, (s) => s.hasTag('busy'));
  return (
    <form
      className={dialogForm}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        cardRef.send({ type: 'delete.confirm' });
      }}
    >
      <p>
        <Trans>The card is removed from your account. This cannot be undone.</Trans>
      </p>
      {problem ? (
        <div className={alert} role="alert">
          <p>
            {problem.code === NETWORK_PROBLEM ? (
              <Trans>The card could not be deleted. Check your connection and try again.</Trans>
            ) : (
              <Trans>The card could not be deleted (Error Code {problem.code}).</Trans>
            )}
          </p>
        </div>
      ) : null}
      <div className={dialogActions}>
        <button type="submit" className={dangerous} disabled={busy}>
          {busy ? <Trans>Deleting…</Trans> : <Trans>Delete card</Trans>}
        </button>
        <button
          type="button"
          className={secondary}
          disabled={busy}
          onClick={() => cardRef.send({ type: 'dialog.close' })}
        >
          <Trans>Keep card</Trans>
        </button>
      </div>
    </form>
  );
}

function InUse({ cardRef }: { cardRef: CardRef }) {
  const { paysFor } = useSelector(cardRef, (s) => s.context.card);
  const productName = useProductName();
  return (
    <div className={dialogForm}>
      {paysFor.length > 0 ? (
        <>
          <p>
            <Trans>
              A card that pays for a plan cannot be deleted. Switch these plans to another card
              first:
            </Trans>
          </p>
          <ul className={uses}>
            {paysFor.map((use) => (
              <PlanToSwitch key={use.orderId} orderId={use.orderId}>
                {productName(use.productCode)}
              </PlanToSwitch>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <Trans>
            This card now pays for a plan, so it cannot be deleted. Switch that plan to another card
            first.
          </Trans>
        </p>
      )}
      <div className={dialogActions}>
        {paysFor.length > 0 ? null : (
          <Link to="/personalcentre/myplans" className={secondary}>
            <Trans>Switch payment method in My Plan</Trans>
          </Link>
        )}
        <button
          type="button"
          className={secondary}
          onClick={() => cardRef.send({ type: 'dialog.close' })}
        >
          <Trans>Keep card</Trans>
        </button>
      </div>
    </div>
  );
}

/** A plan the card pays for, with the one step that frees the card: that plan's card switch. */
function PlanToSwitch({ orderId, children: product }: { orderId: number; children: string }) {
  return (
    <li>
      {product}{' '}
      <Link to="/personalcentre/myplans" search={{ switchCard: orderId }}>
        <Trans>Switch {product} to another card</Trans>
      </Link>
    </li>
  );
}
