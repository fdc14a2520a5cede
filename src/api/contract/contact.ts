import * as v from 'valibot';
import type { Endpoints } from './endpoint';
import { ERROR, MESSAGES } from './errors';
import { OkResponse } from './wire';

const Required = v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(100));

/** Saved contact (billing) details; messages are spec §5's. */
export const ContactInput = v.object({
  firstName: Required,
  lastName: Required,
  billingEmail: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(MESSAGES.blank),
    v.maxLength(254),
    v.email(MESSAGES.emailInvalid),
  ),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(MESSAGES.phoneMissing),
    v.regex(/^\+?[0-9 ()-]{5,20}$/, MESSAGES.phoneMissing),
  ),
  saveAsContact: v.optional(v.boolean(), true),
});
export type ContactInput = v.InferOutput<typeof ContactInput>;

export const ContactResponse = v.object({
  errorCode: v.string(),
  contact: v.nullable(
    v.object({
      firstName: v.string(),
      lastName: v.string(),
      billingEmail: v.string(),
      phone: v.string(),
      saveAsContact: v.boolean(),
    }),
  ),
});
export type ContactResponse = v.InferOutput<typeof ContactResponse>;

export const contactEndpoints = {
  getContact: {
    method: 'GET',
    path: '/api/v2/ch/pc/uc',
    response: ContactResponse,
    errors: [],
    auth: 'user',
    summary:
      'Contact / billing info (first name, last name, billing email, phone, save-as-contact)',
  },
  saveContact: {
    method: 'POST',
    path: '/api/v2/ch/pc/puc',
    request: ContactInput,
    response: OkResponse,
    errors: [ERROR.validation],
    auth: 'user',
    summary: 'Save contact info; validation messages are the spec’s (fieldErrors per field)',
  },
} as const satisfies Endpoints;
