// The admins' moderation queue and their decisions, on listings and on people reported in conversations.
// Admins only, decided on the server.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MODERATION_MESSAGES,
  QUEUE_KINDS,
  QUEUE_PAGE_SIZE,
  QUEUE_PAGE_SIZE_MAX,
  ZDecisionRequest,
  ZModerationQueue,
  ZPersonDecisionRequest,
  ZPictureHashing,
} from '#shared/contracts/moderation.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import type { Db } from '#server/db/client.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { ZPropertyIdParams } from '../properties/route-schemas.ts';
import { ZRecordId } from '#server/http/record-id.ts';
import { ZCursor } from '#server/http/page-cursor.ts';
import { decide } from './decide.ts';
import { decideOnReportedPerson } from './decide-person.ts';
import { hashingProgress } from './picture-hash-backfill.ts';
import { moderationQueue } from './queue.ts';

const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const ZQueueQuery = z.object({
  kind: z.enum(QUEUE_KINDS, { error: `Must be one of ${QUEUE_KINDS.join(', ')}` }).optional(),
  cursor: ZCursor(['number', 'string', 'number']).optional(),
  size: z.coerce.number().int().min(1).max(QUEUE_PAGE_SIZE_MAX).default(QUEUE_PAGE_SIZE),
});

export const moderationQueueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/moderation', {
    schema: {
      tags: ['moderation'],
      summary: 'Admins: listings needing a decision (reports, flags, verification), most severe kind first then longest waiting, a page at a time',
      description: 'Pass nextCursor back as cursor, with the same kind, for the next page. Counts cover the whole queue.',
      querystring: ZQueueQuery,
      response: { 200: ZEnvelope(ZModerationQueue), ...refusals },
    },
    preHandler: requireUser('ADMIN'),
    handler: async (request) => ({ success: true as const, data: await moderationQueue(db, request.query, app.clock.now()) }),
  });

  app.get('/api/admin/moderation/picture-hashing', {
    schema: {
      tags: ['moderation'],
      summary: 'Admins: how many listing pictures have their copy-check hashes, and how many wait for the background job',
      response: { 200: ZEnvelope(ZPictureHashing), ...refusals },
    },
    preHandler: requireUser('ADMIN'),
    handler: async () => ({ success: true as const, data: await hashingProgress(db) }),
  });

  app.post('/api/admin/moderation/properties/:id/decisions', {
    schema: {
      tags: ['moderation'],
      summary: 'Admins: verify, hide, dismiss, warn or suspend; reporters and the poster are told',
      params: ZPropertyIdParams,
      body: ZDecisionRequest,
      response: { 200: ZEnvelope(z.null()), ...refusals, 404: ZErrorResponse },
    },
    ...authorizeFirst(undefined, { before: [requireUser('ADMIN')] }),
    handler: async (request) => {
      await decide(db, viewerOf(request), request.params.id, request.body);
      return { success: true as const, data: null, message: MODERATION_MESSAGES.decided };
    },
  });

  app.post('/api/admin/moderation/conversation-reports/:id/decisions', {
    schema: {
      tags: ['moderation'],
      summary: "Admins: suspend the person a conversation report is about, or close it with no action; kept in the listing's history",
      params: z.object({ id: ZRecordId }),
      body: ZPersonDecisionRequest,
      response: { 200: ZEnvelope(z.null()), ...refusals, 404: ZErrorResponse, 409: ZErrorResponse },
    },
    ...authorizeFirst(undefined, { before: [requireUser('ADMIN')] }),
    handler: async (request) => {
      await decideOnReportedPerson(db, viewerOf(request), request.params.id, request.body);
      return { success: true as const, data: null, message: MODERATION_MESSAGES.decided };
    },
  });
};
