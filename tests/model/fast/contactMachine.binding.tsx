import { expect } from 'vitest';
import type { ContactInput } from '../../../src/api/contract/contact';
import { contactPage, contactUrl } from '../../pages/contact';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { does, freshTruth, loaded, type Seen, saved, sees } from '../models/contactMachine.model';
import type { Binding } from '../runner';

type H = Seen & { api: HeldApi<'getContact' | 'saveContact'> };

/** Contact Info in the real router and views (jsdom), GET pc/uc and POST pc/puc held. */
export const binding: Binding<H> = {
  async start() {
    const screen = await openScreen(contactUrl(), contactPage, 'getContact', 'saveContact');
    return { ...screen, truth: freshTruth() };
  },
  events: {
    ...does,
    'xstate.done.actor.loadContact': async (h, e) => {
      loaded(h.truth, e.output);
      await h.api.calls.getContact.answer(e.output);
    },
    'xstate.error.actor.loadContact': (h) => h.api.calls.getContact.fail(),
    'xstate.done.actor.saveContact': async (h, e) => {
      const sent = (await h.api.calls.saveContact.answer(e.output)).request as ContactInput;
      expect(sent.firstName, 'the details go trimmed').toBe(h.truth.form.firstName.trim());
      if (e.output.ok) saved(h.truth);
    },
    'xstate.error.actor.saveContact': (h) => h.api.calls.saveContact.fail(),
  },
  states: sees,
  stop: closeScreen,
};
