// GET /api/account/id-number-views: who at Gruha was shown the signed-in person's identity numbers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { ZIdNumberView } from '#shared/contracts/privacy.ts';
import type { Db } from '#server/db/client.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { listIdNumberViews } from './list-views.ts';

export const idNumberViewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/account/id-number-views', {
    schema: {
      tags: ['account'],
      summary: "Each time a Gruha admin was shown the signed-in person's Aadhaar or PAN number, masked or whole, newest first",
      response: { 200: ZEnvelope(z.array(ZIdNumberView)), 401: ZErrorResponse },
    },
    preHandler: requireUser(),
    handler: async (request) => ({ success: true as const, data: await listIdNumberViews(db, viewerOf(request).id) }),
  });
};
