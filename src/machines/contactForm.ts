import * as v from 'valibot';
import { ContactInput } from '../api/contract/contact';
import { MESSAGES } from '../api/contract/errors';

/**
 * Contact (billing) details' rules, pure: the contract's own schema (the server checks the same),
 * so checkout's contact section, the Contact Info screen and the server refuse the same input with
 * the same spec §5 reasons.
 */

export interface ContactForm {
  firstName: string;
  lastName: string;
  billingEmail: string;
  phone: string;
  saveAsContact: boolean;
}
export type ContactField = 'firstName' | 'lastName' | 'billingEmail' | 'phone';
export const CONTACT_FIELDS: readonly ContactField[] = [
  'firstName',
  'lastName',
  'billingEmail',
  'phone',
];
/** blank: "Can't be blank!"; emailInvalid: "Email is not validated!"; phoneMissing: "Please enter your mobile number!". */
export type ContactProblem = 'blank' | 'emailInvalid' | 'phoneMissing' | 'tooLong';

export const EMPTY_CONTACT: ContactForm = {
  firstName: '',
  lastName: '',
  billingEmail: '',
  phone: '',
  saveAsContact: true,
};

const PROBLEM_BY_MESSAGE: Record<string, ContactProblem> = {
  [MESSAGES.blank]: 'blank',
  [MESSAGES.emailInvalid]: 'emailInvalid',
  [MESSAGES.phoneMissing]: 'phoneMissing',
};

export function contactProblems(form: ContactForm): Partial<Record<ContactField, ContactProblem>> {
  const parsed = v.safeParse(ContactInput, form, { abortPipeEarly: true });
  const out: Partial<Record<ContactField, ContactProblem>> = {};
  if (parsed.success) return out;
  for (const issue of parsed.issues) {
    const field = issue.path?.[0]?.key as ContactField | undefined;
    if (!field || !CONTACT_FIELDS.includes(field) || out[field]) continue;
    out[field] = PROBLEM_BY_MESSAGE[issue.message] ?? 'tooLong';
  }
  return out;
}
