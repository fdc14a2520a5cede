import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactEndpoints } from '../../src/api/contract/contact';
import { contacts } from '../db/schema';
import { defineRoute } from '../http/route';

export function registerContactRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: contactEndpoints.getContact,
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
      endpoint: contactEndpoints.saveContact,
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
