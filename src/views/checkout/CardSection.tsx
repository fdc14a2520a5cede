import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Card } from '../../api/contract/cards';
import type { CardField } from '../../machines/checkoutForm';
import { selectCardBrand, selectCardProblems } from '../../machines/checkoutMachine';
import { Field } from '../common/form/Field';
import { CARD_PROBLEMS } from '../common/form/problems';
import {
  brand,
  cardFields,
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
  tag,
  visuallyHidden,
  wide,
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
  return (
    <>
      <fieldset className={cardList}>
        <legend className={visuallyHidden}>{t`Saved cards`}</legend>
        {cards.map((card, index) => (
          <label key={card.id} className={cardOption}>
            <input
              type="radio"
              name="checkout-saved-card"
              className={radio}
              id={index === 0 ? ids.savedCards : undefined}
              checked={selectedCardId === card.id}
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

function CardLabel({ card }: { card: Card }) {
  const { brand: name, last4 } = card;
  const expiry = `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
  return (
    <span>
      <Trans>
        {name} ending in {last4}, expires {expiry}
      </Trans>
      {card.isDefault ? (
        <span className={tag}>
          <Trans>Default</Trans>
        </span>
      ) : null}
    </span>
  );
}

function NewCard({ state, send }: PartProps) {
  const { t, i18n } = useLingui();
  const problems = selectCardProblems(state);
  const cardBrand = selectCardBrand(state);
  const { newCard, cards, cardsUnavailable } = state.context;
  const brandId = useId();
  const bind = (field: CardField) => {
    const problem = problems[field];
    return {
      id: ids.card(field),
      value: newCard[field],
      error: problem ? i18n._(CARD_PROBLEMS[problem]) : undefined,
      onValue: (value: string) => send({ type: 'card.change', field, value }),
      onBlur: () => send({ type: 'card.blur', field }),
    };
  };
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
      <div className={cardFields}>
        <Field
          {...bind('holder')}
          className={wide}
          label={t`Cardholder name`}
          autoComplete="cc-name"
        />
        <Field
          {...bind('number')}
          className={wide}
          label={t`Card number`}
          autoComplete="cc-number"
          inputMode="numeric"
          // The brand is announced as it becomes known from the first digits.
          after={
            <span id={brandId} className={brand} aria-live="polite">
              {cardBrand ?? ''}
            </span>
          }
        />
        <Field
          {...bind('expiry')}
          label={t`Expiry date`}
          placeholder={t`MM/YY`}
          autoComplete="cc-exp"
          inputMode="numeric"
        />
        <Field
          {...bind('cvc')}
          label={t`Security code (CVV)`}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
        />
      </div>
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
      {cards.length > 0 ? (
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
