import { CARDS_URL, cardsPage } from '../../pages/cards';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import {
  addsCard,
  DELETE_STEP,
  deletesCard,
  does,
  type Seen,
  sees,
} from '../models/cardsMachine.model';
import type { Binding } from '../runner';

type H = Seen & { api: HeldApi<'getCardPage' | 'storeCard' | 'deleteCard'> };

/** Payment Method in the real router and views (jsdom), GET pc/c and POST/DELETE pc/std held. */
export const binding: Binding<H> = {
  start: () => openScreen(CARDS_URL, cardsPage, 'getCardPage', 'storeCard', 'deleteCard'),
  events: {
    ...does,
    'xstate.done.actor.loadPage': (h, e) => h.api.calls.getCardPage.answer(e.output),
    'xstate.error.actor.loadPage': (h) => h.api.calls.getCardPage.fail(),
    'xstate.done.actor.loadMore': (h, e) => h.api.calls.getCardPage.answer(e.output),
    'xstate.error.actor.loadMore': (h) => h.api.calls.getCardPage.fail(),
    'xstate.done.actor.newCard': (h, e) =>
      addsCard(h, e, () => h.api.calls.storeCard.answer({ ok: true, value: { card: e.output } })),
    [DELETE_STEP]: (h) =>
      deletesCard(h, () => h.api.calls.deleteCard.answer({ ok: true, value: {} })),
  },
  states: sees,
  stop: closeScreen,
};
