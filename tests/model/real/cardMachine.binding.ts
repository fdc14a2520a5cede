import type { Browser, Page } from '@playwright/test';
import type { Card } from '../../../src/api/contract/cards';
import { CARDS_URL, cardsPage } from '../../pages/cards';
import {
  callApi,
  myPlans,
  type RealScreen,
  Sessions,
  switchPlanCard,
} from '../drivers/heldRequests';
import { cardOf, does, type Seen, sees } from '../models/cardMachine.model';
import type { Binding } from '../runner';

type H = Seen & RealScreen;

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
  /** The refusal the path says the server gives, made true on the server before it answers. */
  const arrange = async (h: H, code: string, card: Card) => {
    const cardId = await realCardId(h.tab, baseURL, card);
    if (code === '0077') {
      const [plan] = await myPlans(h.tab, baseURL);
      if (!plan) throw new Error(`${WALLET} has no plan to move to the card`);
      await switchPlanCard(h.tab, baseURL, plan.orderId, cardId);
    } else {
      await callApi(h.tab, baseURL, 'delete', '/api/v2/ch/pc/std', { cardId });
    }
  };
  return {
    start: () => sessions.openScreen(WALLET, CARDS_URL, cardsPage, 'deleteCard'),
    events: {
      ...does,
      'xstate.done.actor.deleteCard': async (h, e, path) => {
        sessions.changesData();
        if (!e.output.ok) await arrange(h, e.output.problem.code, cardOf(path));
        await h.held.releaseAs('deleteCard', e.output);
      },
      'xstate.error.actor.deleteCard': (h) => h.held.drop('deleteCard', false),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
