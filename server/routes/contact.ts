import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ContactInput, ContactResponse } from '../../src/api/contract/contact';
import { ERROR } from '../../src/api/contract/errors';
import { contacts } from '../db/schema';
import { defineRoute } from '../http/route';
import { PC } from './paths';

export function registerContactRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      method: 'GET',
      url: `${PC}/uc`,
      summary:
        'Contact / billing info (first name, last name, billing email, phone, save-as-contact)',
      tags: ['contact'],
      auth: 'user',
      response: ContactResponse,
    },
    async ({ user, deps }) => {
      const [row] = await deps.db.select().from(contacts).where(eq(contacts.userId, user.id));
      return {
        contact: row
          ? {
              firstName: row.firstName,
              lastName: row.lastName,
              billingEmail: row.billingEmail,
              phone: row.phone,
              saveAsContact: row.saveAsContact,
            }
          : null,
      };
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: `${PC}/puc`,
      summary: 'Save contact info; validation messages are the spec’s (fieldErrors per field)',
      tags: ['contact'],
      auth: 'user',
      body: ContactInput,
      response: v.object({ errorCode: v.string() }),
      errors: [ERROR.validation],
    },
    async ({ body, user, deps }) => {
      const values = { ...body, updatedAt: deps.clock.now() };
      await deps.db
        .insert(contacts)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: contacts.userId, set: values });
      return {};
    },
  );
}
