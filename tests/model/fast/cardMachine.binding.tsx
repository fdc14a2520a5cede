import { CARDS_URL, cardsPage } from '../../pages/cards';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { cardOf, does, type Seen, sees } from '../models/cardMachine.model';
import type { Binding } from '../runner';

/** One card on Payment Method (jsdom): the list holds just this card; DELETE pc/std held. */
export const binding: Binding<Seen & { api: HeldApi<'getCardPage' | 'deleteCard'> }> = {
  async start(path) {
    const screen = await openScreen(CARDS_URL, cardsPage, 'getCardPage', 'deleteCard');
    await screen.api.calls.getCardPage.answer({ cards: [cardOf(path)], total: 1 });
    return screen;
  },
  events: {
    ...does,
    'xstate.done.actor.deleteCard': (h, e) => h.api.calls.deleteCard.answer(e.output),
    'xstate.error.actor.deleteCard': (h) => h.api.calls.deleteCard.fail(),
  },
  states: sees,
  stop: closeScreen,
};
