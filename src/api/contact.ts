import { type ApiClient, api } from './client';
import { ContactResponse } from './contract/contact';

export const CONTACT_PATH = '/api/v2/ch/pc/uc';

export type SavedContact = NonNullable<ContactResponse['contact']>;

export interface ContactApi {
  /** GET pc/uc — the saved contact (billing) details, or null when none were saved. */
  getContact(): Promise<SavedContact | null>;
}

export function createContactApi(client: ApiClient): ContactApi {
  return {
    async getContact() {
      return (await client.get(CONTACT_PATH, undefined, ContactResponse)).contact;
    },
  };
}

export const getContact = createContactApi(api).getContact;
