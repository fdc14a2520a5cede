import { expect } from 'vitest';
import { contactPage, contactUrl } from '../../pages/contact';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { does, type Seen, sees } from '../models/contactMachine.model';
import type { Binding } from '../runner';

/** Contact Info in the real router and views (jsdom), GET pc/uc and POST pc/puc held. */
export const binding: Binding<Seen & { api: HeldApi<'getContact' | 'saveContact'> }> = {
  async start() {
    const screen = await openScreen(contactUrl(), contactPage, 'getContact', 'saveContact');
    const sent = async (details: unknown) => {
      const call = await screen.api.calls.saveContact.waiting();
      expect(call.request, 'the details go trimmed').toEqual(details);
    };
    return { ...screen, sent };
  },
  events: {
    ...does,
    'xstate.done.actor.loadContact': (h, e) => h.api.calls.getContact.answer(e.output),
    'xstate.error.actor.loadContact': (h) => h.api.calls.getContact.fail(),
    'xstate.done.actor.saveContact': (h, e) => h.api.calls.saveContact.answer(e.output),
    'xstate.error.actor.saveContact': (h) => h.api.calls.saveContact.fail(),
  },
  states: sees,
  stop: closeScreen,
};
