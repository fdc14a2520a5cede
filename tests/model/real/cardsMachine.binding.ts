import type { Browser, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { CardPage } from '../../../src/api/cards';
import type { Card } from '../../../src/api/contract/cards';
import { CARDS_URL, cardName, cardsPage, GOOD_CARD } from '../../pages/cards';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { expect, HeldRequests, Sessions } from '../drivers/heldRequests';
import {
  type CardsTruth,
  DELETE_STEP,
  DELETED,
  deleted,
  freshTruth,
  read,
  sees,
} from '../models/cardsMachine.model';
import type { ModelPath } from '../path';
import type { Binding } from '../runner';

type H = {
  tab: Page;
  held: HeldRequests;
  page: ReturnType<typeof cardsPage>;
  truth: CardsTruth;
};

const wanted = (e: AnyEventObject) => (e as unknown as { output: CardPage }).output;
const firstRead = (path: ModelPath) =>
  path.events.find((e) => e.type === 'xstate.done.actor.loadPage') as AnyEventObject | undefined;

/** Payment Method in Chromium against the real server: cards@ has eleven cards, new@ none. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  /** The real server answers the page's list read; it must be what the path expects of it. */
  const release = async (h: H, e: AnyEventObject, append: boolean) => {
    const { status, body } = await h.held.release('getCards');
    expect(status, 'the server lists the cards').toBe(200);
    const page = body as unknown as CardPage;
    expect(page.total, 'the account has as many cards as the path says').toBe(wanted(e).total);
    read(h.truth, page, append);
  };
  return {
    async start(path) {
      const first = firstRead(path);
      const tab = await sessions.open(
        first && wanted(first).total ? 'cards@demo.test' : 'new@demo.test',
      );
      const held = new HeldRequests(tab);
      await held.hold('getCards', 'storeCard', 'deleteCard');
      await tab.goto(CARDS_URL);
      return { tab, held, page: cardsPage(playwrightPerson(tab)), truth: freshTruth() };
    },
    events: {
      'xstate.done.actor.loadPage': (h, e) => release(h, e, false),
      'xstate.error.actor.loadPage': (h) => h.held.drop('getCards', false),
      'cards.retry': (h) => h.page.retry(),
      'cards.more': (h) => {
        h.truth.notice = null;
        return h.page.more();
      },
      'xstate.done.actor.loadMore': (h, e) => release(h, e, true),
      'xstate.error.actor.loadMore': (h) => h.held.drop('getCards', false),
      'card.add': (h) => {
        h.truth.notice = null;
        return h.page.openAdd();
      },
      'xstate.done.actor.newCard': async (h, e) => {
        if (!(e as { output?: Card | null }).output) return h.page.closeAdd();
        await h.page.type(GOOD_CARD);
        await h.page.submitAdd();
        sessions.changesData();
        const { status, body } = await h.held.release('storeCard');
        expect(status, 'the server stores the card').toBe(200);
        const card = (body as unknown as { card: Card }).card;
        h.truth.notice = `Card added: ${cardName(card.brand, card.last4)}.`;
      },
      [DELETE_STEP]: async (h) => {
        const name = cardName(DELETED.brand, DELETED.last4);
        await h.page.openDelete(name);
        await h.page.confirmDelete();
        sessions.changesData();
        expect((await h.held.release('deleteCard')).status, 'the server deletes it').toBe(200);
        const card = h.truth.cards.find((c) => cardName(c.brand, c.last4) === name);
        if (card) deleted(h.truth, card);
      },
    },
    states: sees,
    async stop(h) {
      await h.held.open();
      await h.tab.context().close();
    },
  };
}
