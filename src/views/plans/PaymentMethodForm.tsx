import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { NETWORK_PROBLEM, type Problem } from '../../api/contract/result';
import type { planMachine } from '../../machines/planMachine';
import { alert } from '../common/alert.css';
import { NewCardForm } from '../common/cards/AddCardDialog';
import { CardLabel } from '../common/cards/CardLabel';
import { LoadFailed, Loading } from '../common/LoadStates';
import { useProductName } from '../common/useProductName';
import { button } from '../layout/layout.css';
import { CloseDialogButton } from './CloseDialogButton';
import { actions, choices, secondaryButton } from './plans.css';

type PlanRef = ActorRefFrom<typeof planMachine>;

/**
 * The update payment method dialog (spec §2): the saved cards with the plan's own picked, or the
 * add bank card form in place of the list. The plan keeps its card until the server switches it.
 */
export function ChoosePaymentMethod({ planRef }: { planRef: PlanRef }) {
  const newCard = useSelector(planRef, (s) => s.children.newCard);
  const loading = useSelector(planRef, (s) => s.matches({ choosingCard: 'loading' }));
  const failed = useSelector(planRef, (s) => s.matches({ choosingCard: 'failed' }));
  if (newCard) return <NewCardForm newCard={newCard} />;
  if (loading)
    return (
      <Loading>
        <Trans>Loading your cards…</Trans>
      </Loading>
    );
  if (failed)
    return (
      <LoadFailed
        title={<Trans>Your cards could not be loaded</Trans>}
        onRetry={() => planRef.send({ type: 'payment.retry' })}
      />
    );
  return <PickCard planRef={planRef} />;
}

function PickCard({ planRef }: { planRef: PlanRef }) {
  const { t } = useLingui();
  const { plan, cards, cardId, problem } = useSelector(planRef, (s) => s.context);
  const busy = useSelector(planRef, (s) => s.hasTag('busy'));
  // The machine decides (another card picked, nothing under way); the button only shows it.
  const canSwitch = useSelector(planRef, (s) => s.can({ type: 'payment.confirm' }));
  const product = useProductName()(plan.productCode, plan.productName);
  const own = plan.paymentMethod?.cardId;
  const picked = useRef<HTMLInputElement>(null);
  // The cards arrive after the dialog opened (or the form added one): focus goes to the pick.
  useEffect(() => picked.current?.focus(), []);
  return (
    <form
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        planRef.send({ type: 'payment.confirm' });
      }}
    >
      {problem ? <SwitchFailed problem={problem} /> : null}
      <fieldset className={choices} disabled={busy}>
        <legend>{t`Pay ${product} with`}</legend>
        {cards.map((card) => (
          <label key={card.id}>
            <input
              type="radio"
              name="card"
              ref={cardId === card.id ? picked : undefined}
              checked={cardId === card.id}
              disabled={card.expired}
              onChange={() => planRef.send({ type: 'payment.choose', cardId: card.id })}
            />{' '}
            <CardLabel card={card} />
            {card.id === own ? (
              <>
                {' '}
                <Trans>(pays for it now)</Trans>
              </>
            ) : null}
          </label>
        ))}
      </fieldset>
      <div className={actions}>
        <button type="submit" className={button} disabled={!canSwitch}>
          {busy ? <Trans>Switching…</Trans> : <Trans>Switch card</Trans>}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => planRef.send({ type: 'payment.add' })}
        >
          <Trans>Add a new card</Trans>
        </button>
        <CloseDialogButton planRef={planRef} busy={busy}>
          <Trans>Keep this card</Trans>
        </CloseDialogButton>
      </div>
    </form>
  );
}

/** Spec §8: Switch Failed, with "Please update the card details." and the server's code. */
function SwitchFailed({ problem }: { problem: Problem }) {
  return (
    <div className={alert} role="alert">
      <p>
        <strong>
          <Trans>Switch Failed</Trans>
        </strong>
      </p>
      <p>
        {problem.code === NETWORK_PROBLEM ? (
          <Trans>No answer came. Check your connection and try again.</Trans>
        ) : (
          <Trans>Please update the card details. (Error Code {problem.code})</Trans>
        )}
      </p>
    </div>
  );
}

/** The success screen's words: which card pays from now on. */
export function PaymentSwitched({ planRef }: { planRef: PlanRef }) {
  const { plan, cards, cardId } = useSelector(planRef, (s) => s.context);
  const product = useProductName()(plan.productCode, plan.productName);
  const card = cards.find((c) => c.id === cardId);
  if (!card) return <Trans>{product} is paid with the new card from the next payment on.</Trans>;
  const { brand, last4 } = card;
  return (
    <Trans>
      {product} is paid with {brand} ending in {last4} from the next payment on.
    </Trans>
  );
}
