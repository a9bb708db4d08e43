// The shortlist of the signed-in person: list, add (idempotent PUT), remove.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { SHORTLIST_MESSAGES, ZShortlistItem } from '#shared/contracts/shortlist.ts';
import type { Db } from '#server/db/client.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitWrites } from '#server/plugins/request-limits.ts';
import { acceptEmptyJsonBodies } from '#server/http/empty-body.ts';
import { ZPropertyIdParams } from '../properties/route-schemas.ts';
import { countShortlist } from './queries.ts';
import { addToShortlist, listShortlist, removeFromShortlist } from './service.ts';
import { todayBy } from '#server/time/clock.ts';

const tags = ['shortlist'];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse };
const ZShortlistAnswer = ZEnvelope(z.array(ZShortlistItem));
/** A change answers what changed and the new count (the header's), not the whole list. */
const ZChangeAnswer = ZEnvelope(z.object({ propertyId: z.number().int(), isShortlisted: z.boolean(), count: z.number().int() }));

export const shortlistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  acceptEmptyJsonBodies(app);
  app.addHook('preHandler', requireUser());
  app.addHook('preHandler', limitWrites('shortlist'));

  app.get('/api/shortlist', {
    schema: {
      tags,
      summary: 'My shortlist, newest first; listings gone since show isAvailable false',
      response: { 200: ZShortlistAnswer, ...errors },
    },
    handler: async (request) => ({ success: true as const, data: await listShortlist(db, viewerOf(request), todayBy(app.clock)) }),
  });

  app.put('/api/shortlist/:id', {
    schema: {
      tags,
      summary: 'Add a listing to my shortlist (again: no change)',
      params: ZPropertyIdParams,
      response: { 200: ZChangeAnswer, 201: ZChangeAnswer, ...errors, 404: ZErrorResponse, 409: ZErrorResponse },
    },
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const { isNew } = await addToShortlist(db, viewer, request.params.id);
      const propertyId = request.params.id;
      return reply.status(isNew ? 201 : 200).send({
        success: true,
        data: { propertyId, isShortlisted: true, count: await countShortlist(db, viewer.id) },
        message: isNew ? SHORTLIST_MESSAGES.added : SHORTLIST_MESSAGES.alreadyAdded,
      });
    },
  });

  app.delete('/api/shortlist/:id', {
    schema: { tags, summary: 'Remove a listing from my shortlist', params: ZPropertyIdParams, response: { 200: ZChangeAnswer, ...errors } },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const propertyId = request.params.id;
      await removeFromShortlist(db, viewer, propertyId);
      return {
        success: true as const,
        data: { propertyId, isShortlisted: false, count: await countShortlist(db, viewer.id) },
        message: SHORTLIST_MESSAGES.removed,
      };
    },
  });
};
