import type { Browser } from '@playwright/test';
import { CARDS_URL, cardsPage } from '../../pages/cards';
import { type RealScreen, Sessions } from '../drivers/heldRequests';
import { ServerClock } from '../drivers/serverClock';
import { answered, does, freshTruth, type Seen, sees } from '../models/newCardMachine.model';
import type { Binding } from '../runner';

type H = Seen & RealScreen;

/** Far enough that a card typed as 12/30 has expired by the server's date. */
const PAST_EXPIRY_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/**
 * new@'s add bank card dialog in Chromium against the real server (POST pc/std held). The
 * gateway's refusal is real: the server's clock is moved past the card's expiry while it decides.
 */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  const clock = new ServerClock(baseURL);
  return {
    async start() {
      const screen = await sessions.openScreen('new@demo.test', CARDS_URL, cardsPage, 'storeCard');
      await screen.page.lists([], 0);
      await screen.page.openAdd();
      return { ...screen, truth: freshTruth() };
    },
    events: {
      ...does,
      'xstate.done.actor.payAttempt': async (h, e) => {
        sessions.changesData();
        if (!e.output.ok) await clock.forward(PAST_EXPIRY_MS);
        try {
          answered(h.truth, await h.held.releaseAs('storeCard', e.output));
        } finally {
          await clock.restore();
        }
      },
    },
    states: sees,
    async stop(h) {
      await clock.restore();
      await sessions.closeScreen(h);
    },
  };
}
