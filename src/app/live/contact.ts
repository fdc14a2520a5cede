import { fromPromise } from 'xstate';
import { type ContactApi, type ContactSaveApi, getContact, saveContact } from '../../api/contact';
import { contactMachine } from '../../machines/contactMachine';
import { bound } from './bound';

/** Contact Info bound to GET pc/uc and POST pc/puc. */
export function bindContact(api: ContactApi & ContactSaveApi) {
  return bound(
    contactMachine.provide({
      actors: {
        loadContact: fromPromise(() => api.getContact()),
        saveContact: fromPromise(({ input }) => api.saveContact(input)),
      },
    }),
  );
}

export const liveContact = bindContact({ getContact, saveContact });
