import { Trans } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import type { cardsMachine } from '../../machines/cardsMachine';
import type { BoundMachine } from '../common/boundMachine';
import { AddCardDialog } from '../common/cards/AddCardDialog';
import { primary, secondary } from '../common/form/form.css';
import { LoadFailed, Loading } from '../common/LoadStates';
import { Page } from '../common/Page';
import { CardItem } from './CardItem';
import { CardsNoticeLine } from './CardsNoticeLine';
import { cardList, muted, toolbar } from './cards.css';

export interface PaymentMethodViewProps {
  cards: BoundMachine<typeof cardsMachine>;
}

/**
 * Payment Method (spec §2: the phone's second personal-centre tab; on desktop each plan's card
 * opens the same dialogs): the saved cards, ten at a time, with add and delete.
 */
export function PaymentMethodView({ cards }: PaymentMethodViewProps) {
  const [state, send] = useMachine(cards.machine, cards.options);
  const { cards: shown, cardRefs, total, notice } = state.context;
  const firstRead = state.matches('loading') && shown.length === 0;
  return (
    <Page title={<Trans>Payment Method</Trans>}>
      <CardsNoticeLine notice={notice} />
      {firstRead ? (
        <Loading>
          <Trans>Loading your saved cards…</Trans>
        </Loading>
      ) : null}
      {state.matches('failed') ? (
        <LoadFailed
          title={<Trans>Your saved cards could not be loaded</Trans>}
          onRetry={() => send({ type: 'cards.retry' })}
        />
      ) : null}
      {firstRead || state.matches('failed') ? null : (
        <>
          <div className={toolbar}>
            <button
              type="button"
              className={primary}
              disabled={!state.can({ type: 'card.add' })}
              onClick={() => send({ type: 'card.add' })}
            >
              <Trans>Add bank card</Trans>
            </button>
          </div>
          {shown.length === 0 ? (
            <p className={muted}>
              <Trans>You have no saved cards yet.</Trans>
            </p>
          ) : (
            <ul className={cardList} aria-busy={state.hasTag('busy')}>
              {cardRefs.map((ref) => (
                <CardItem key={ref.id} cardRef={ref} />
              ))}
            </ul>
          )}
          <MoreCards
            shown={shown.length}
            total={total}
            loading={state.matches({ listed: 'loadingMore' })}
            failed={state.matches({ listed: 'moreFailed' })}
            onMore={() => send({ type: 'cards.more' })}
          />
        </>
      )}
      <AddCardDialog newCard={state.children.newCard} />
    </Page>
  );
}

function MoreCards(props: {
  shown: number;
  total: number;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  const { shown, total, loading, failed, onMore } = props;
  if (shown >= total) return null;
  return (
    <div className={toolbar}>
      <p className={muted}>
        <Trans>
          Showing {shown} of {total} cards.
        </Trans>
      </p>
      {failed ? (
        <p role="alert">
          <Trans>More cards could not be loaded. Check your connection and try again.</Trans>
        </p>
      ) : null}
      <button type="button" className={secondary} disabled={loading} onClick={onMore}>
        {loading ? <Trans>Loading more cards…</Trans> : <Trans>Show more cards</Trans>}
      </button>
    </div>
  );
}
