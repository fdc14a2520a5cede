import { cleanup } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';
import type { CardPage } from '../../../src/api/cards';
import type { Card } from '../../../src/api/contract/cards';
import { CARDS_URL, cardName, cardsPage, GOOD_CARD } from '../../pages/cards';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type HeldApi, holdApi } from '../drivers/heldApi';
import {
  type CardsTruth,
  DELETE_STEP,
  DELETED,
  deleted,
  freshTruth,
  read,
  sees,
} from '../models/cardsMachine.model';
import type { Binding } from '../runner';

type H = {
  api: HeldApi<'getCardPage' | 'storeCard' | 'deleteCard'>;
  page: ReturnType<typeof cardsPage>;
  truth: CardsTruth;
};

const pageIn = (e: AnyEventObject) => (e as unknown as { output: CardPage }).output;

/** Payment Method in the real router and views (jsdom), GET pc/c and POST/DELETE pc/std held. */
export const binding: Binding<H> = {
  async start() {
    const api = holdApi('getCardPage', 'storeCard', 'deleteCard');
    await renderApp({ url: CARDS_URL, api: api.fakes, getUserInfo: async () => signedInUser() });
    return { api, page: cardsPage(jsdomPerson()), truth: freshTruth() };
  },
  events: {
    'xstate.done.actor.loadPage': (h, e) => {
      read(h.truth, pageIn(e));
      return h.api.calls.getCardPage.answer(pageIn(e));
    },
    'xstate.error.actor.loadPage': (h) => h.api.calls.getCardPage.fail(),
    'cards.retry': (h) => h.page.retry(),
    'cards.more': (h) => {
      h.truth.notice = null;
      return h.page.more();
    },
    'xstate.done.actor.loadMore': (h, e) => {
      read(h.truth, pageIn(e), true);
      return h.api.calls.getCardPage.answer(pageIn(e));
    },
    'xstate.error.actor.loadMore': (h) => h.api.calls.getCardPage.fail(),
    'card.add': (h) => {
      h.truth.notice = null;
      return h.page.openAdd();
    },
    'xstate.done.actor.newCard': async (h, e) => {
      const card = (e as unknown as { output: Card | null }).output;
      if (!card) return h.page.closeAdd();
      await h.page.type(GOOD_CARD);
      await h.page.submitAdd();
      await h.api.calls.storeCard.answer({ ok: true, value: { card } });
      h.truth.notice = `Card added: ${cardName(card.brand, card.last4)}.`;
    },
    [DELETE_STEP]: async (h) => {
      await h.page.openDelete(cardName(DELETED.brand, DELETED.last4));
      await h.page.confirmDelete();
      await h.api.calls.deleteCard.answer({ ok: true, value: {} });
      deleted(h.truth, DELETED);
    },
  },
  states: sees,
  stop: async () => cleanup(),
};
