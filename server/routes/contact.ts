import type { FastifyInstance } from 'fastify';
import { contactEndpoints } from '../../src/api/contract/contact';
import { defineRoute } from '../http/route';
import { findContact, saveContact } from '../services/contact';

export function registerContactRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: contactEndpoints.getContact,
    },
    async ({ user, deps }) => ({ contact: await findContact(deps.db, user.id) }),
  );

  defineRoute(
    app,
    {
      endpoint: contactEndpoints.saveContact,
    },
    async ({ body, user, deps }) => {
      await saveContact(deps.db, user.id, body, deps.clock.now());
      return {};
    },
  );
}
