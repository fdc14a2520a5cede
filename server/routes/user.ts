import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { LangSchema } from '../../src/api/contract/common';
import { userEndpoints } from '../../src/api/contract/user';
import { users } from '../db/schema';
import { defineRoute } from '../http/route';

export function registerUserRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: userEndpoints.getUserInfo,
    },
    async ({ user }) => ({
      email: user.email,
      isInstitutionUser: user.isInstitutionUser,
      mobileNumber: user.mobileNumber,
      id: user.id,
    }),
  );

  defineRoute(
    app,
    {
      endpoint: userEndpoints.getSettings,
    },
    async ({ user }) => ({ LANGUAGE: v.is(LangSchema, user.language) ? user.language : null }),
  );

  defineRoute(
    app,
    {
      endpoint: userEndpoints.saveSettings,
    },
    async ({ user, body, deps }) => {
      await deps.db.update(users).set({ language: body.LANGUAGE }).where(eq(users.id, user.id));
      return { LANGUAGE: body.LANGUAGE };
    },
  );
}
