import type { Browser } from '@playwright/test';
import type { CardPage } from '../../../src/api/cards';
import type { Card } from '../../../src/api/contract/cards';
import { CARDS_URL, cardsPage } from '../../pages/cards';
import { expect, firstOutput, type RealScreen, Sessions } from '../drivers/heldRequests';
import {
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

type H = Seen & RealScreen;

/** Payment Method in Chromium against the real server: cards@ has eleven cards, new@ none. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  /** The real server answers the page's list read; it must be what the path expects of it. */
  const release = async (h: H, wanted: CardPage, append: boolean) => {
    const page = (await h.held.releaseOk('getCards', 'the server lists the cards')) as CardPage;
    expect(page.total, 'the account has as many cards as the path says').toBe(wanted.total);
    read(h.truth, page, append);
  };
  return {
    async start(path) {
      const first = firstOutput<CardPage>(path, 'xstate.done.actor.loadPage');
      const email = first?.total ? 'cards@demo.test' : 'new@demo.test';
      const held = ['getCards', 'storeCard', 'deleteCard'];
      const screen = await sessions.openScreen(email, CARDS_URL, cardsPage, ...held);
      return { ...screen, truth: freshTruth() };
    },
    events: {
      ...does,
      'xstate.done.actor.loadPage': (h, e) => release(h, pageIn(e), false),
      'xstate.error.actor.loadPage': (h) => h.held.drop('getCards', false),
      'xstate.done.actor.loadMore': (h, e) => release(h, pageIn(e), true),
      'xstate.error.actor.loadMore': (h) => h.held.drop('getCards', false),
      'xstate.done.actor.newCard': (h, e) =>
        addsCard(h, e, async () => {
          sessions.changesData();
          return (await h.held.releaseOk('storeCard', 'the server stores the card')).card as Card;
        }),
      [DELETE_STEP]: (h) =>
        deletesCard(h, () => {
          sessions.changesData();
          return h.held.releaseOk('deleteCard', 'the server deletes it');
        }),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
