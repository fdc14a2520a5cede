import { expect } from 'vitest';
import type { SavedContact } from '../../../src/api/contact';
import type { ContactInput } from '../../../src/api/contract/contact';
import type { Result } from '../../../src/api/contract/result';
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
      const output = (e as { output?: SavedContact | null }).output ?? null;
      loaded(h.truth, output);
      await h.api.calls.getContact.answer(output);
    },
    'xstate.error.actor.loadContact': (h) => h.api.calls.getContact.fail(),
    'xstate.done.actor.saveContact': async (h, e) => {
      const output = (e as { output?: Result<unknown> }).output;
      const call = await h.api.calls.saveContact.answer(output);
      const sent = call.request as ContactInput;
      expect(sent.firstName, 'the details go trimmed').toBe(h.truth.form.firstName.trim());
      if (output?.ok) saved(h.truth);
      else h.truth.failed = output?.problem.code ?? null;
    },
    'xstate.error.actor.saveContact': async (h) => {
      await h.api.calls.saveContact.fail();
      h.truth.failed = 'network';
    },
  },
  states: sees,
  stop: closeScreen,
};
