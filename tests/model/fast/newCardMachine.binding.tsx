import { CARDS_URL, cardsPage } from '../../pages/cards';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { answered, does, freshTruth, type Seen, sees } from '../models/newCardMachine.model';
import type { Binding } from '../runner';

type H = Seen & { api: HeldApi<'getCardPage' | 'storeCard'> };

/** The add bank card dialog on Payment Method (jsdom), POST pc/std held. */
export const binding: Binding<H> = {
  async start() {
    const screen = await openScreen(CARDS_URL, cardsPage, 'getCardPage', 'storeCard');
    await screen.api.calls.getCardPage.answer({ cards: [], total: 0 });
    await screen.page.openAdd();
    return { ...screen, truth: freshTruth() };
  },
  events: {
    ...does,
    'xstate.done.actor.payAttempt': async (h, e) => {
      await h.api.calls.storeCard.answer(e.output);
      answered(h.truth, e.output);
    },
  },
  states: sees,
  stop: closeScreen,
};
