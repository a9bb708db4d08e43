// Email preferences on the account page: which kinds of email one gets, and subscribing again to a
// kind one unsubscribed from by an email's link. Each person sees and changes only their own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, ZEmailPreferences, ZEmailPreferencesUpdate } from '#shared/contracts/account.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import type { Db } from '#server/db/client.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { preferencesOf, savePreferences } from './queries.ts';

export const emailPreferenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['email'];
  app.get('/api/email/preferences', {
    schema: { tags, summary: 'Which kinds of email I get', response: { 200: ZEnvelope(ZEmailPreferences), 401: ZErrorResponse } },
    preHandler: requireUser(),
    handler: async (request) => ({ success: true as const, data: await preferencesOf(db, viewerOf(request).id) }),
  });

  app.put('/api/email/preferences', {
    schema: {
      tags,
      summary: 'Turn kinds of email on (subscribe again) or off; kinds not sent stay as they are',
      body: ZEmailPreferencesUpdate,
      response: { 200: ZEnvelope(ZEmailPreferences), 400: ZErrorResponse, 401: ZErrorResponse },
    },
    preHandler: requireUser(),
    handler: async (request) => {
      const { id } = viewerOf(request);
      await savePreferences(db, id, request.body);
      return { success: true as const, data: await preferencesOf(db, id), message: ACCOUNT_MESSAGES.preferencesSaved };
    },
  });
};
