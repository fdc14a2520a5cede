import { CARDS_URL, cardsPage } from '../../pages/cards';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import {
  ADDED,
  addsCard,
  DELETE_STEP,
  deletesCard,
  does,
  freshTruth,
  pageIn,
  read,
  type Seen,
  sees,
} from '../models/cardsMachine.model';
import type { Binding } from '../runner';

type H = Seen & { api: HeldApi<'getCardPage' | 'storeCard' | 'deleteCard'> };

/** Payment Method in the real router and views (jsdom), GET pc/c and POST/DELETE pc/std held. */
export const binding: Binding<H> = {
  async start() {
    const screen = await openScreen(CARDS_URL, cardsPage, 'getCardPage', 'storeCard', 'deleteCard');
    return { ...screen, truth: freshTruth() };
  },
  events: {
    ...does,
    'xstate.done.actor.loadPage': (h, e) => {
      read(h.truth, pageIn(e));
      return h.api.calls.getCardPage.answer(pageIn(e));
    },
    'xstate.error.actor.loadPage': (h) => h.api.calls.getCardPage.fail(),
    'xstate.done.actor.loadMore': (h, e) => {
      read(h.truth, pageIn(e), true);
      return h.api.calls.getCardPage.answer(pageIn(e));
    },
    'xstate.error.actor.loadMore': (h) => h.api.calls.getCardPage.fail(),
    'xstate.done.actor.newCard': (h, e) =>
      addsCard(h, e, async () => {
        await h.api.calls.storeCard.answer({ ok: true, value: { card: ADDED } });
        return ADDED;
      }),
    [DELETE_STEP]: (h) =>
      deletesCard(h, () => h.api.calls.deleteCard.answer({ ok: true, value: {} })),
  },
  states: sees,
  stop: closeScreen,
};
