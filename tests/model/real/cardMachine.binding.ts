import type { Browser, Page } from '@playwright/test';
import type { Card } from '../../../src/api/contract/cards';
import { CARDS_URL, cardName, cardsPage } from '../../pages/cards';
import { playwrightPerson } from '../../pages/playwrightPerson';
import {
  callApi,
  expect,
  HeldRequests,
  myPlans,
  resultOf,
  Sessions,
  switchPlanCard,
} from '../drivers/heldRequests';
import { answered, answerIn, type CardTruth, opened, sees } from '../models/cardMachine.model';
import type { Binding } from '../runner';

type H = {
  tab: Page;
  held: HeldRequests;
  page: ReturnType<typeof cardsPage>;
  truth: CardTruth;
};

const WALLET = 'cards@demo.test';

/** The real id of one of cards@'s cards (the model names it by brand and last four). */
async function realCardId(tab: Page, baseURL: string, card: Card): Promise<number> {
  const body = await callApi(tab, baseURL, 'get', '/api/v2/ch/pc/c', { pageSize: '20' });
  const found = (body.cards as Card[]).find((c) => c.last4 === card.last4);
  if (!found) throw new Error(`${WALLET} has no card ending in ${card.last4}`);
  return found.id;
}

/**
 * One of cards@'s cards on Payment Method in Chromium against the real server (DELETE pc/std
 * held). The server's refusals are made real before the answer is let through: a plan moved to
 * the card (0077), or the card deleted in another tab (0004).
 */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  /** What the path says the server answers, arranged on the server before it answers. */
  const arrange = async (h: H, code: string | null) => {
    if (code === null) return;
    const cardId = await realCardId(h.tab, baseURL, h.truth.card);
    if (code === '0077') {
      const [plan] = await myPlans(h.tab, baseURL);
      if (!plan) throw new Error(`${WALLET} has no plan to move to the card`);
      await switchPlanCard(h.tab, baseURL, plan.orderId, cardId);
    } else {
      await callApi(h.tab, baseURL, 'delete', '/api/v2/ch/pc/std', { cardId });
    }
  };
  return {
    async start(path) {
      const { card } = path.input as { card: Card };
      const tab = await sessions.open(WALLET);
      const held = new HeldRequests(tab);
      await held.hold('deleteCard');
      await tab.goto(CARDS_URL);
      const page = cardsPage(playwrightPerson(tab));
      await page.seesCard(cardName(card.brand, card.last4));
      return { tab, held, page, truth: { card, problem: null } };
    },
    events: {
      'delete.open': (h) => {
        opened(h.truth);
        return h.page.openDelete(cardName(h.truth.card.brand, h.truth.card.last4));
      },
      'delete.confirm': (h) => h.page.confirmDelete(),
      'dialog.close': (h) => h.page.keep(),
      'xstate.done.actor.deleteCard': async (h, e) => {
        const wanted = answerIn(e);
        sessions.changesData();
        await arrange(h, wanted.ok ? null : wanted.problem.code);
        const { body } = await h.held.release('deleteCard');
        const result = resultOf(body);
        expect(result.ok ? 'ok' : result.problem.code, 'the server answers as the path says').toBe(
          wanted.ok ? 'ok' : wanted.problem.code,
        );
        answered(h.truth, result);
      },
      'xstate.error.actor.deleteCard': async (h) => {
        await h.held.drop('deleteCard', false);
        answered(h.truth, 'network');
      },
    },
    states: sees,
    async stop(h) {
      await h.held.open();
      await h.tab.context().close();
    },
  };
}
