import { CARDS_URL, cardsPage } from '../../pages/cards';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { answered, does, type Seen, sees, startTruth } from '../models/cardMachine.model';
import type { Binding } from '../runner';

type H = Seen & { api: HeldApi<'getCardPage' | 'deleteCard'> };

/** One card on Payment Method (jsdom): the list holds just this card; DELETE pc/std held. */
export const binding: Binding<H> = {
  async start(path) {
    const truth = startTruth(path);
    const screen = await openScreen(CARDS_URL, cardsPage, 'getCardPage', 'deleteCard');
    await screen.api.calls.getCardPage.answer({ cards: [truth.card], total: 1 });
    return { ...screen, truth };
  },
  events: {
    ...does,
    'xstate.done.actor.deleteCard': async (h, e) => {
      await h.api.calls.deleteCard.answer(e.output);
      answered(h.truth, e.output);
    },
    'xstate.error.actor.deleteCard': async (h) => {
      await h.api.calls.deleteCard.fail();
      answered(h.truth, 'network');
    },
  },
  states: sees,
  stop: closeScreen,
};
