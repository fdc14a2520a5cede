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
type Deleting = { cardId: number };

/**
 * One of cards@'s cards on Payment Method in Chromium against the real server (DELETE pc/std
 * held). The server's refusals are made real before the answer is let through: a plan moved to
 * the card (0077), or the same delete sent first from another tab (0004).
 */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  /** cards@'s plan moved to the card the page is deleting (its real id is in the request). */
  const payWith = async (h: H) => {
    const { cardId } = h.held.sent('deleteCard', await h.held.waiting('deleteCard')) as Deleting;
    const [plan] = await myPlans(h.tab, baseURL);
    await switchPlanCard(h.tab, baseURL, plan?.orderId ?? 0, cardId);
  };
  return {
    start: () => sessions.openScreen('cards@demo.test', CARDS_URL, cardsPage, 'deleteCard'),
    events: {
      ...does,
      'xstate.done.actor.deleteCard': async (h, e) => {
        sessions.changesData();
        const refused = e.output.ok ? null : e.output.problem.code;
        if (refused === '0077') await payWith(h);
        if (refused === '0004') await sendFromAnotherTab(h, baseURL, 'deleteCard');
        await h.held.releaseAs('deleteCard', e.output);
      },
      'xstate.error.actor.deleteCard': (h) => h.held.drop('deleteCard', false),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
