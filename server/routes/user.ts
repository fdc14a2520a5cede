import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { LangSchema } from '../../src/api/contract/common';
import { ERROR } from '../../src/api/contract/errors';
import { UserInfoResponse, UserSettingsResponse } from '../../src/api/contract/user';
import { users } from '../db/schema';
import { defineRoute } from '../http/route';

const SettingsQuery = v.object({ names: v.optional(v.string()) });
const SaveSettingsRequest = v.object({ LANGUAGE: v.nullable(LangSchema) });

export function registerUserRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/ch/se/if',
      summary: 'The signed-in user',
      tags: ['user'],
      auth: 'user',
      response: UserInfoResponse,
      errors: [ERROR.notSignedIn],
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
      method: 'GET',
      url: '/api/ch/us/d',
      summary: 'User settings; names=LANGUAGE gives the saved language (null when never saved)',
      tags: ['user'],
      auth: 'user',
      query: SettingsQuery,
      response: UserSettingsResponse,
      errors: [ERROR.notSignedIn],
    },
    async ({ user }) => ({ LANGUAGE: v.is(LangSchema, user.language) ? user.language : null }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/ch/us/d',
      summary: 'Save user settings ({LANGUAGE})',
      tags: ['user'],
      auth: 'user',
      body: SaveSettingsRequest,
      response: UserSettingsResponse,
      errors: [ERROR.notSignedIn, ERROR.validation],
    },
    async ({ user, body, deps }) => {
      await deps.db.update(users).set({ language: body.LANGUAGE }).where(eq(users.id, user.id));
      return { LANGUAGE: body.LANGUAGE };
    },
  );
}
