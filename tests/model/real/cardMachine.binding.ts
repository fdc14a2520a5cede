import type { Browser } from '@playwright/test';
import { CARDS_URL, cardsPage } from '../../pages/cards';
import {
  myPlans,
  type RealScreen,
  Sessions,
  sendFromAnotherTab,
  switchPlanCard,
} from '../drivers/heldRequests';
import { does, type Seen, sees } from '../models/cardMachine.model';
import type { Binding } from '../runner';

type H = Seen & RealScreen;

const WALLET = 'cards@demo.test';

/**
 * One of cards@'s cards on Payment Method in Chromium against the real server (DELETE pc/std
 * held). The server's refusals are made real before the answer is let through: a plan moved to
 * the card (0077), or the card deleted in another tab (0004).
 */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  /** cards@'s plan moved to the card the page is deleting (its real id is in the request). */
  const payWith = async (h: H) => {
    const request = h.held.sent('deleteCard', await h.held.waiting('deleteCard'));
    const [plan] = await myPlans(h.tab, baseURL);
    if (!plan) throw new Error(`${WALLET} has no plan to move to the card`);
    await switchPlanCard(h.tab, baseURL, plan.orderId, (request as { cardId: number }).cardId);
  };
  return {
    start: () => sessions.openScreen(WALLET, CARDS_URL, cardsPage, 'deleteCard'),
    events: {
      ...does,
      'xstate.done.actor.deleteCard': async (h, e) => {
        sessions.changesData();
        const refused = e.output.ok ? null : e.output.problem.code;
        if (refused === '0077') await payWith(h);
        // The same delete, from another tab, reaches the server first.
        if (refused === '0004') await sendFromAnotherTab(h, baseURL, 'deleteCard');
        await h.held.releaseAs('deleteCard', e.output);
      },
      'xstate.error.actor.deleteCard': (h) => h.held.drop('deleteCard', false),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
