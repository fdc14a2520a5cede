import { cleanup } from '@testing-library/react';
import { expect } from 'vitest';
import type { SavedContact } from '../../../src/api/contact';
import type { ContactInput } from '../../../src/api/contract/contact';
import type { Result } from '../../../src/api/contract/result';
import { contactPage, contactUrl } from '../../pages/contact';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type HeldApi, holdApi } from '../drivers/heldApi';
import {
  type ContactTruth,
  freshTruth,
  loaded,
  personSteps,
  sees,
} from '../models/contactMachine.model';
import type { Binding } from '../runner';

type H = {
  api: HeldApi<'getContact' | 'saveContact'>;
  page: ReturnType<typeof contactPage>;
  truth: ContactTruth;
};

/** Contact Info in the real router and views (jsdom), GET pc/uc and POST pc/puc held. */
export const binding: Binding<H> = {
  async start() {
    const api = holdApi('getContact', 'saveContact');
    await renderApp({ url: contactUrl(), api: api.fakes, getUserInfo: async () => signedInUser() });
    return { api, page: contactPage(jsdomPerson()), truth: freshTruth() };
  },
  events: {
    'xstate.done.actor.loadContact': async (h, e) => {
      const output = (e as { output?: SavedContact | null }).output ?? null;
      loaded(h.truth, output);
      await h.api.calls.getContact.answer(output);
    },
    'xstate.error.actor.loadContact': (h) => h.api.calls.getContact.fail(),
    'contact.retry': (h) => h.page.retry(),
    'contact.change': (h, e) => personSteps.change(h.truth, h.page, e),
    'contact.blur': (h, e) => personSteps.blur(h.truth, h.page, e),
    'contact.saveAsContact': (h, e) => personSteps.tick(h.truth, h.page, e),
    'contact.submit': (h) => personSteps.submit(h.truth, h.page),
    'contact.discard': (h) => personSteps.discard(h.truth, h.page),
    'xstate.done.actor.saveContact': async (h, e) => {
      const output = (e as { output?: Result<unknown> }).output;
      const call = await h.api.calls.saveContact.answer(output);
      const sent = call.request as ContactInput;
      expect(sent.firstName, 'the details go trimmed').toBe(h.truth.form.firstName.trim());
      if (output?.ok) personSteps.saved(h.truth);
      else h.truth.failed = output?.problem.code ?? null;
    },
    'xstate.error.actor.saveContact': async (h) => {
      await h.api.calls.saveContact.fail();
      h.truth.failed = 'network';
    },
  },
  states: sees,
  stop: async () => cleanup(),
};
