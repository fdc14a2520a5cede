import { type ApiClient, api } from './client';
import { type ContactResponse, contactEndpoints } from './contract/contact';

export type SavedContact = NonNullable<ContactResponse['contact']>;

export interface ContactApi {
  /** The saved contact (billing) details, or null when none were saved. */
  getContact(): Promise<SavedContact | null>;
}

export function createContactApi(client: ApiClient): ContactApi {
  return {
    async getContact() {
      return (await client.call(contactEndpoints.getContact)).contact;
    },
  };
}

export const getContact = createContactApi(api).getContact;
