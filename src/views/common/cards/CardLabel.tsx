import { Trans } from '@lingui/react/macro';
import type { Card } from '../../../api/contract/cards';
import { defaultTag, expiredTag } from '../form/form.css';

/** "Visa ending in 4242, expires 12/30", Default on the default card, Expired on an expired one. */
export function CardLabel({ card }: { card: Card }) {
  const { brand: name, last4 } = card;
  const expiry = `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
  return (
    <span>
      <Trans>
        {name} ending in {last4}, expires {expiry}
      </Trans>
      {card.isDefault ? (
        <span className={defaultTag}>
          <Trans>Default</Trans>
        </span>
      ) : null}
      {card.expired ? (
        <span className={expiredTag}>
          <Trans>Expired</Trans>
        </span>
      ) : null}
    </span>
  );
}
