import { CARDS_URL, cardsPage } from '../../pages/cards';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import * as cards from '../models/cardsMachine.model';
import type { Binding } from '../runner';

type H = cards.Seen & { api: HeldApi<'getCardPage' | 'storeCard' | 'deleteCard'> };

/** Payment Method in the real router and views (jsdom), GET pc/c and POST/DELETE pc/std held. */
export const binding: Binding<H> = {
  start: () => openScreen(CARDS_URL, cardsPage, 'getCardPage', 'storeCard', 'deleteCard'),
  events: {
    ...cards.does,
    'xstate.done.actor.loadPage': (h, e) => h.api.calls.getCardPage.answer(e.output),
    'xstate.error.actor.loadPage': (h) => h.api.calls.getCardPage.fail(),
    'xstate.done.actor.loadMore': (h, e) => h.api.calls.getCardPage.answer(e.output),
    'xstate.error.actor.loadMore': (h) => h.api.calls.getCardPage.fail(),
    'xstate.done.actor.newCard': (h, e) =>
      cards.addsCard(h, e, () =>
        h.api.calls.storeCard.answer({ ok: true, value: { card: e.output } }),
      ),
    [cards.DELETE_STEP]: (h) =>
      cards.deletesCard(h, () => h.api.calls.deleteCard.answer({ ok: true, value: {} })),
  },
  states: cards.sees,
  stop: closeScreen,
};
