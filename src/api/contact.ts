import { type ApiClient, api } from './client';
import { type ContactInput, type ContactResponse, contactEndpoints } from './contract/contact';
import type { Result } from './contract/result';
import { toResult } from './problem';

export type SavedContact = NonNullable<ContactResponse['contact']>;

export interface ContactApi {
  /** The saved contact (billing) details, or null when none were saved. */
  getContact(): Promise<SavedContact | null>;
}

export interface ContactSaveApi {
  /** Save the contact details; the server refuses what spec §5 refuses. Rejects when unknown. */
  saveContact(contact: ContactInput): Promise<Result<unknown>>;
}

export function createContactApi(client: ApiClient): ContactApi & ContactSaveApi {
  return {
    async getContact() {
      return (await client.call(contactEndpoints.getContact)).contact;
    },
    saveContact: (contact) => toResult(client.call(contactEndpoints.saveContact, contact)),
  };
}

const contactApi = createContactApi(api);
export const getContact = contactApi.getContact;
export const saveContact = contactApi.saveContact;
