import * as v from 'valibot';
import { MESSAGES } from './errors';

const Required = v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(100));

/** POST /api/v2/ch/pc/puc — messages are spec §5's. */
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

/** GET /api/v2/ch/pc/uc */
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
