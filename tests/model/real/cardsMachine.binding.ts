import type { Browser } from '@playwright/test';
import type { CardPage } from '../../../src/api/cards';
import { CARDS_URL, cardsPage } from '../../pages/cards';
import { expect, firstOutput, type RealScreen, Sessions } from '../drivers/heldRequests';
import * as cards from '../models/cardsMachine.model';
import type { Binding } from '../runner';

type H = cards.Seen & RealScreen;

/** Payment Method in Chromium against the real server: cards@ has eleven cards, new@ none. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  /** The real server answers the page's list read; it must be what the path expects of it. */
  const release = async (h: H, wanted: CardPage) => {
    const page = (await h.held.releaseOk('getCards', 'the server lists the cards')) as CardPage;
    expect(page.total, 'the account has as many cards as the path says').toBe(wanted.total);
  };
  return {
    start(path) {
      const first = firstOutput<CardPage>(path, 'xstate.done.actor.loadPage');
      const email = first?.total ? 'cards@demo.test' : 'new@demo.test';
      const held = ['getCards', 'storeCard', 'deleteCard'];
      return sessions.openScreen(email, CARDS_URL, cardsPage, ...held);
    },
    events: {
      ...cards.does,
      'xstate.done.actor.loadPage': (h, e) => release(h, e.output),
      'xstate.error.actor.loadPage': (h) => h.held.drop('getCards', false),
      'xstate.done.actor.loadMore': (h, e) => release(h, e.output),
      'xstate.error.actor.loadMore': (h) => h.held.drop('getCards', false),
      'xstate.done.actor.newCard': (h, e) =>
        cards.addsCard(h, e, () => {
          sessions.changesData();
          return h.held.releaseOk('storeCard', 'the server stores the card');
        }),
      [cards.DELETE_STEP]: (h) =>
        cards.deletesCard(h, () => {
          sessions.changesData();
          return h.held.releaseOk('deleteCard', 'the server deletes it');
        }),
    },
    states: cards.sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
