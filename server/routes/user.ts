import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { LangSchema } from '../../src/api/contract/common';
import { userEndpoints } from '../../src/api/contract/user';
import { defineRoute } from '../http/route';
import { saveLanguage } from '../services/accounts';

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
      await saveLanguage(deps.db, user.id, body.LANGUAGE);
      await deps.sessions.forgetUser(user.id);
      return { LANGUAGE: body.LANGUAGE };
    },
  );
}
