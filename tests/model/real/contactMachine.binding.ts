import type { Browser } from '@playwright/test';
import type { SavedContact } from '../../../src/api/contact';
import type { ContactInput } from '../../../src/api/contract/contact';
import { contactPage, contactUrl } from '../../pages/contact';
import { expect, firstOutput, type RealScreen, Sessions } from '../drivers/heldRequests';
import { does, freshTruth, loaded, type Seen, saved, sees } from '../models/contactMachine.model';
import type { Binding } from '../runner';

type H = Seen & RealScreen;

/** active@ has contact details saved; new@ has none yet. */
const WITH_CONTACT = 'active@demo.test';
const WITHOUT_CONTACT = 'new@demo.test';

/** Contact Info in Chromium against the real server (GET pc/uc and POST pc/puc held). */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const first = firstOutput<SavedContact | null>(path, 'xstate.done.actor.loadContact');
      const email = first === null ? WITHOUT_CONTACT : WITH_CONTACT;
      const held = ['getContact', 'saveContact'];
      const screen = await sessions.openScreen(email, contactUrl(), contactPage, ...held);
      return { ...screen, truth: freshTruth() };
    },
    events: {
      ...does,
      // The real server answers; the page must show what it really has saved.
      'xstate.done.actor.loadContact': async (h, e) => {
        const wanted = (e as { output?: SavedContact | null }).output;
        const body = await h.held.releaseOk('getContact', 'the server reads the contact');
        const contact = body.contact as SavedContact | null;
        expect(contact === null, 'the account has saved details or not, as the path says').toBe(
          wanted === null,
        );
        loaded(h.truth, contact);
      },
      'xstate.error.actor.loadContact': (h) => h.held.drop('getContact', false),
      'xstate.done.actor.saveContact': async (h, e) => {
        const wanted = (e as { output?: { ok: boolean } }).output;
        const { status, body, request } = await h.held.release('saveContact');
        expect(status === 200, 'the server saves (or refuses) as the path says').toBe(
          wanted?.ok ?? false,
        );
        expect((request as ContactInput).firstName).toBe(h.truth.form.firstName.trim());
        if (status === 200) {
          sessions.changesData();
          saved(h.truth);
        } else h.truth.failed = String(body.errorCode);
      },
      // The request never reaches the server (the connection is down): nothing is saved.
      'xstate.error.actor.saveContact': async (h) => {
        await h.held.drop('saveContact', false);
        h.truth.failed = 'network';
      },
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
