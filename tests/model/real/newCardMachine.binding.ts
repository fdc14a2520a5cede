import type { Browser, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { Result } from '../../../src/api/contract/result';
import { CARDS_URL, cardsPage } from '../../pages/cards';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { expect, HeldRequests, resultOf, Sessions } from '../drivers/heldRequests';
import { ServerClock } from '../drivers/serverClock';
import { freshTruth, type NewCardTruth, personSteps, sees } from '../models/newCardMachine.model';
import type { Binding } from '../runner';

type H = {
  tab: Page;
  held: HeldRequests;
  page: ReturnType<typeof cardsPage>;
  truth: NewCardTruth;
};

const answerIn = (e: AnyEventObject) => (e as unknown as { output: Result<unknown> }).output;
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
      const tab = await sessions.open('new@demo.test');
      const held = new HeldRequests(tab);
      await held.hold('storeCard');
      await tab.goto(CARDS_URL);
      const page = cardsPage(playwrightPerson(tab));
      await page.lists([], 0);
      await page.openAdd();
      return { tab, held, page, truth: freshTruth() };
    },
    events: {
      'card.change': (h, e) => personSteps.change(h.truth, h.page, e),
      'card.blur': (h) => personSteps.blur(h.truth, h.page),
      'card.makeDefault': (h) => personSteps.tick(h.truth, h.page),
      'card.submit': (h) => personSteps.submit(h.truth, h.page),
      'card.cancel': (h) => personSteps.cancel(h.page),
      'xstate.done.actor.payAttempt': async (h, e) => {
        const wanted = answerIn(e);
        sessions.changesData();
        if (!wanted.ok) await clock.forward(PAST_EXPIRY_MS);
        try {
          const { body } = await h.held.release('storeCard');
          const result = resultOf(body);
          expect(
            result.ok ? 'stored' : result.problem.code,
            'the server decides as the path says',
          ).toBe(wanted.ok ? 'stored' : wanted.problem.code);
          personSteps.answered(h.truth, result.ok ? null : result.problem.code);
        } finally {
          await clock.restore();
        }
      },
    },
    states: sees,
    async stop(h) {
      await clock.restore();
      await h.held.open();
      await h.tab.context().close();
    },
  };
}
