import type { Browser } from '@playwright/test';
import { contactPage, contactUrl } from '../../pages/contact';
import { expect, firstOutput, type RealScreen, Sessions } from '../drivers/heldRequests';
import { does, type Seen, sees } from '../models/contactMachine.model';
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
      const sent = async (details: unknown) => {
        const request = screen.held.sent('saveContact', await screen.held.waiting('saveContact'));
        expect(request, 'the details go trimmed').toEqual(details);
      };
      return { ...screen, sent };
    },
    events: {
      ...does,
      // The real server answers; the page must show what it really has saved.
      'xstate.done.actor.loadContact': async (h, e) => {
        const { contact } = await h.held.releaseOk('getContact', 'the server reads the contact');
        expect(contact, 'the details saved (or none), as the path says').toEqual(e.output);
      },
      'xstate.error.actor.loadContact': (h) => h.held.drop('getContact', false),
      'xstate.done.actor.saveContact': async (h, e) => {
        sessions.changesData();
        await h.held.releaseAs('saveContact', e.output);
      },
      // The request never reaches the server (the connection is down): nothing is saved.
      'xstate.error.actor.saveContact': (h) => h.held.drop('saveContact', false),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
