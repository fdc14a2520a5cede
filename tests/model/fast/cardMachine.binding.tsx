import { cleanup } from '@testing-library/react';
import type { Card } from '../../../src/api/contract/cards';
import { CARDS_URL, cardName, cardsPage } from '../../pages/cards';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type HeldApi, holdApi } from '../drivers/heldApi';
import { answered, answerIn, type CardTruth, opened, sees } from '../models/cardMachine.model';
import type { Binding } from '../runner';

type H = {
  api: HeldApi<'getCardPage' | 'deleteCard'>;
  page: ReturnType<typeof cardsPage>;
  truth: CardTruth;
};

/** One card on Payment Method (jsdom): the list holds just this card; DELETE pc/std held. */
export const binding: Binding<H> = {
  async start(path) {
    const { card } = path.input as { card: Card };
    const api = holdApi('getCardPage', 'deleteCard');
    await renderApp({ url: CARDS_URL, api: api.fakes, getUserInfo: async () => signedInUser() });
    await api.calls.getCardPage.answer({ cards: [card], total: 1 });
    return { api, page: cardsPage(jsdomPerson()), truth: { card, problem: null } };
  },
  events: {
    'delete.open': (h) => {
      opened(h.truth);
      return h.page.openDelete(cardName(h.truth.card.brand, h.truth.card.last4));
    },
    'delete.confirm': (h) => h.page.confirmDelete(),
    'dialog.close': (h) => h.page.keep(),
    'xstate.done.actor.deleteCard': async (h, e) => {
      await h.api.calls.deleteCard.answer(answerIn(e));
      answered(h.truth, answerIn(e));
    },
    'xstate.error.actor.deleteCard': async (h) => {
      await h.api.calls.deleteCard.fail();
      answered(h.truth, 'network');
    },
  },
  states: sees,
  stop: async () => cleanup(),
};
