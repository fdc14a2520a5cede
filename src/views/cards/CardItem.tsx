import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CardUse } from '../../api/contract/cards';
import type { cardMachine } from '../../machines/cardMachine';
import { CardLabel } from '../common/cards/CardLabel';
import { secondary } from '../common/form/form.css';
import { useAppLocale } from '../common/useAppLocale';
import { useProductName } from '../common/useProductName';
import { formatDate } from '../format';
import { cardItem, cardTitle, muted, uses, warning } from './cards.css';
import { DeleteCardDialog } from './DeleteCardDialog';

type CardRef = ActorRefFrom<typeof cardMachine>;

/** One saved card: what it is, whose it is, what it pays for, and whether it will last. */
export function CardItem({ cardRef }: { cardRef: CardRef }) {
  const { t } = useLingui();
  const card = useSelector(cardRef, (s) => s.context.card);
  const busy = useSelector(cardRef, (s) => s.hasTag('dialog'));
  return (
    <li className={cardItem}>
      <h2 className={cardTitle}>
        <CardLabel card={card} />
      </h2>
      <p className={muted}>
        <Trans>Cardholder: {card.holder}</Trans>
      </p>
      {card.paysFor.length > 0 ? (
        <>
          <p className={muted}>
            <Trans>Pays for:</Trans>
          </p>
          <ul className={uses}>
            {card.paysFor.map((use) => (
              <PlanUse key={use.orderId} use={use} />
            ))}
          </ul>
        </>
      ) : null}
      <div>
        <button
          type="button"
          className={secondary}
          disabled={busy}
          aria-label={t`Delete ${card.brand} ending in ${card.last4}`}
          onClick={() => cardRef.send({ type: 'delete.open' })}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
      <DeleteCardDialog cardRef={cardRef} />
    </li>
  );
}

function PlanUse({ use }: { use: CardUse }) {
  const locale = useAppLocale();
  const product = useProductName()(use.productCode);
  const date = use.nextPaymentDate ? formatDate(use.nextPaymentDate, locale) : null;
  return (
    <li>
      {date ? (
        <Trans>
          {product}, next payment on {date}
        </Trans>
      ) : (
        product
      )}
      {use.expiresFirst && date ? (
        <p className={warning}>
          <Trans>This card expires before the payment on {date}, so that payment would fail.</Trans>{' '}
          <Link to="/personalcentre/myplans" search={{ switchCard: use.orderId }}>
            <Trans>Switch the payment method of {product}</Trans>
          </Link>
        </p>
      ) : null}
    </li>
  );
}
