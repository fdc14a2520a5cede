import type { Browser, Page } from '@playwright/test';
import type { SavedContact } from '../../../src/api/contact';
import type { ContactInput } from '../../../src/api/contract/contact';
import { contactPage, contactUrl } from '../../pages/contact';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { expect, HeldRequests, Sessions } from '../drivers/heldRequests';
import {
  type ContactTruth,
  freshTruth,
  loaded,
  personSteps,
  sees,
} from '../models/contactMachine.model';
import type { ModelPath } from '../path';
import type { Binding } from '../runner';

type H = {
  tab: Page;
  held: HeldRequests;
  page: ReturnType<typeof contactPage>;
  truth: ContactTruth;
};

/** active@ has contact details saved; new@ has none yet. */
const WITH_CONTACT = 'active@demo.test';
const WITHOUT_CONTACT = 'new@demo.test';

const firstLoad = (path: ModelPath) =>
  path.events.find((e) => e.type === 'xstate.done.actor.loadContact') as
    | { output: SavedContact | null }
    | undefined;

/** Contact Info in Chromium against the real server (GET pc/uc and POST pc/puc held). */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const account = firstLoad(path)?.output === null ? WITHOUT_CONTACT : WITH_CONTACT;
      const tab = await sessions.open(account);
      const held = new HeldRequests(tab);
      await held.hold('getContact', 'saveContact');
      await tab.goto(contactUrl());
      return { tab, held, page: contactPage(playwrightPerson(tab)), truth: freshTruth() };
    },
    events: {
      // The real server answers; the page must show what it really has saved.
      'xstate.done.actor.loadContact': async (h, e) => {
        const wanted = (e as { output?: SavedContact | null }).output;
        const { status, body } = await h.held.release('getContact');
        expect(status, 'the server reads the contact').toBe(200);
        const contact = (body as { contact: SavedContact | null }).contact;
        expect(contact === null, 'the account has saved details or not, as the path says').toBe(
          wanted === null,
        );
        loaded(h.truth, contact);
      },
      'xstate.error.actor.loadContact': (h) => h.held.drop('getContact', false),
      'contact.retry': (h) => h.page.retry(),
      'contact.change': (h, e) => personSteps.change(h.truth, h.page, e),
      'contact.blur': (h, e) => personSteps.blur(h.truth, h.page, e),
      'contact.saveAsContact': (h, e) => personSteps.tick(h.truth, h.page, e),
      'contact.submit': (h) => personSteps.submit(h.truth, h.page),
      'contact.discard': (h) => personSteps.discard(h.truth, h.page),
      'xstate.done.actor.saveContact': async (h, e) => {
        const wanted = (e as { output?: { ok: boolean } }).output;
        const { status, body, request } = await h.held.release('saveContact');
        expect(status === 200, 'the server saves (or refuses) as the path says').toBe(
          wanted?.ok ?? false,
        );
        expect((request as ContactInput).firstName).toBe(h.truth.form.firstName.trim());
        if (status === 200) {
          sessions.changesData();
          personSteps.saved(h.truth);
        } else h.truth.failed = String(body.errorCode);
      },
      // The request never reaches the server (the connection is down): nothing is saved.
      'xstate.error.actor.saveContact': async (h) => {
        await h.held.drop('saveContact', false);
        h.truth.failed = 'network';
      },
    },
    states: sees,
    async stop(h) {
      await h.held.open();
      await h.tab.context().close();
    },
  };
}
