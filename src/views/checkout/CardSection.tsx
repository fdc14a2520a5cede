import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { selectCardBrand, selectCardProblems } from '../../machines/checkoutMachine';
import { CardFields } from '../common/cards/CardFields';
import { CardLabel } from '../common/cards/CardLabel';
import {
  cardList,
  cardOption,
  check,
  checkbox,
  hint,
  linkButton,
  notice,
  panel,
  radio,
  skeleton,
  visuallyHidden,
} from './checkout.css';
import { ids, type PartProps } from './types';

/** How to pay: a saved card, or one new card (spec §5: only one card can be added at a time). */
export function CardSection({ state, send }: PartProps) {
  const headingId = useId();
  const loading = state.matches({ card: 'loading' });
  return (
    <section className={panel} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId}>
        <Trans>Payment information</Trans>
      </h2>
      {loading ? <div className={skeleton} /> : null}
      {state.matches({ card: 'saved' }) ? <SavedCards state={state} send={send} /> : null}
      {state.matches({ card: 'new' }) ? <NewCard state={state} send={send} /> : null}
    </section>
  );
}

function SavedCards({ state, send }: PartProps) {
  const { t } = useLingui();
  const { cards, selectedCardId } = state.context;
  // Where a refused pay moves the focus: the first card that can be chosen.
  const first = cards.find((card) => !card.expired)?.id;
  return (
    <>
      <fieldset className={cardList}>
        <legend className={visuallyHidden}>{t`Saved cards`}</legend>
        {cards.map((card) => (
          <label key={card.id} className={cardOption}>
            <input
              type="radio"
              name="checkout-saved-card"
              className={radio}
              id={card.id === first ? ids.savedCards : undefined}
              checked={selectedCardId === card.id}
              // Nothing can be charged to an expired card: shown, so the buyer knows why not.
              disabled={card.expired}
              onChange={() => send({ type: 'card.select', cardId: card.id })}
            />
            <CardLabel card={card} />
          </label>
        ))}
      </fieldset>
      <button type="button" className={linkButton} onClick={() => send({ type: 'card.new' })}>
        <Trans>Pay with a new card</Trans>
      </button>
    </>
  );
}

function NewCard({ state, send }: PartProps) {
  const { newCard, cardsUnavailable } = state.context;
  return (
    <>
      {cardsUnavailable ? (
        <p className={notice} role="status">
          <Trans>Your saved cards could not be loaded. You can pay with a new card.</Trans>
        </p>
      ) : null}
      <p className={hint}>
        <Trans>Only one bank card can be added at a time.</Trans>
      </p>
      <CardFields
        idOf={ids.card}
        value={newCard}
        problems={selectCardProblems(state)}
        brand={selectCardBrand(state)}
        onChange={(field, value) => send({ type: 'card.change', field, value })}
        onBlur={(field) => send({ type: 'card.blur', field })}
      />
      <label className={check}>
        <input
          type="checkbox"
          className={checkbox}
          checked={newCard.save}
          onChange={(event) => send({ type: 'card.save', value: event.target.checked })}
        />
        <span>
          <Trans>Save this card for future payments</Trans>
        </span>
      </label>
      {state.can({ type: 'card.useSaved' }) ? (
        <button
          type="button"
          className={linkButton}
          onClick={() => send({ type: 'card.useSaved' })}
        >
          <Trans>Use a saved card</Trans>
        </button>
      ) : null}
    </>
  );
}
