import type { Browser } from '@playwright/test';
import type { SavedContact } from '../../../src/api/contact';
import type { ContactInput } from '../../../src/api/contract/contact';
import { contactPage, contactUrl } from '../../pages/contact';
import { expect, firstOutput, type RealScreen, Sessions } from '../drivers/heldRequests';
import { does, freshTruth, loaded, type Seen, saved, sees } from '../models/contactMachine.model';
import type { Binding } from '../runner';

type H = Seen & RealScreen;

/** Contact Info in Chromium against the real server (GET pc/uc and POST pc/puc held). */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      // active@ has contact details saved; new@ has none yet.
      const none = firstOutput(path, 'xstate.done.actor.loadContact') === null;
      const email = none ? 'new@demo.test' : 'active@demo.test';
      const held = ['getContact', 'saveContact'];
      const screen = await sessions.openScreen(email, contactUrl(), contactPage, ...held);
      return { ...screen, truth: freshTruth() };
    },
    events: {
      ...does,
      // The real server answers; the page must show what it really has saved.
      'xstate.done.actor.loadContact': async (h, e) => {
        const { contact } = await h.held.releaseOk('getContact', 'the server reads the contact');
        expect(contact === null, 'details saved or not, as the path says').toBe(e.output === null);
        loaded(h.truth, contact as SavedContact | null);
      },
      'xstate.error.actor.loadContact': (h) => h.held.drop('getContact', false),
      'xstate.done.actor.saveContact': async (h, e) => {
        const { status, request } = await h.held.release('saveContact');
        expect(status === 200, 'the server saves (or refuses) as the path says').toBe(e.output.ok);
        expect((request as ContactInput).firstName).toBe(h.truth.form.firstName.trim());
        if (status === 200) {
          sessions.changesData();
          saved(h.truth);
        }
      },
      // The request never reaches the server (the connection is down): nothing is saved.
      'xstate.error.actor.saveContact': (h) => h.held.drop('saveContact', false),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
