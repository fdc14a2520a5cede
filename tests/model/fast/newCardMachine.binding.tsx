import { cleanup } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';
import type { Result } from '../../../src/api/contract/result';
import { CARDS_URL, cardsPage } from '../../pages/cards';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type HeldApi, holdApi } from '../drivers/heldApi';
import { freshTruth, type NewCardTruth, personSteps, sees } from '../models/newCardMachine.model';
import type { Binding } from '../runner';

type H = {
  api: HeldApi<'getCardPage' | 'storeCard'>;
  page: ReturnType<typeof cardsPage>;
  truth: NewCardTruth;
};

const answerIn = (e: AnyEventObject) => (e as unknown as { output: Result<unknown> }).output;

/** The add bank card dialog on Payment Method (jsdom), POST pc/std held. */
export const binding: Binding<H> = {
  async start() {
    const api = holdApi('getCardPage', 'storeCard');
    await renderApp({ url: CARDS_URL, api: api.fakes, getUserInfo: async () => signedInUser() });
    await api.calls.getCardPage.answer({ cards: [], total: 0 });
    const page = cardsPage(jsdomPerson());
    await page.openAdd();
    return { api, page, truth: freshTruth() };
  },
  events: {
    'card.change': (h, e) => personSteps.change(h.truth, h.page, e),
    'card.blur': (h) => personSteps.blur(h.truth, h.page),
    'card.makeDefault': (h) => personSteps.tick(h.truth, h.page),
    'card.submit': (h) => personSteps.submit(h.truth, h.page),
    'card.cancel': (h) => personSteps.cancel(h.page),
    'xstate.done.actor.payAttempt': async (h, e) => {
      const answer = answerIn(e);
      await h.api.calls.storeCard.answer(answer);
      personSteps.answered(h.truth, answer.ok ? null : answer.problem.code);
    },
  },
  states: sees,
  stop: async () => cleanup(),
};
