import { Trans } from '@lingui/react/macro';
import type { CardsNotice } from '../../machines/cardsMachine';
import { noticeLine } from './cards.css';

/** "Card added" / "Card deleted", in a status region that is on the page before any text. */
export function CardsNoticeLine({ notice }: { notice: CardsNotice }) {
  const brand = notice?.card.brand;
  const last4 = notice?.card.last4;
  return (
    <div role="status" className={noticeLine}>
      {notice?.kind === 'added' ? (
        <p>
          <Trans>
            Card added: {brand} ending in {last4}.
          </Trans>
        </p>
      ) : null}
      {notice?.kind === 'deleted' ? (
        <p>
          <Trans>
            Card deleted: {brand} ending in {last4}.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
