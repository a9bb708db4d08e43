// Grievances: anyone files one (signed in, or with a name and email), a person reads their own, and
// only admins see the queue and answer. Filing is limited like the other public forms.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GRIEVANCE_MESSAGES,
  GRIEVANCE_PAGE_SIZE,
  ZGrievance,
  ZGrievanceQueue,
  ZGrievanceQueueQuery,
  ZGrievanceRequest,
  ZGrievanceUpdate,
  ZQueuedGrievance,
} from '#shared/contracts/grievance.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import type { Db } from '#server/db/client.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { SMALL_BODY } from '#server/http/json-body.ts';
import { ZRecordId } from '#server/http/record-id.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { presentGrievance, presentQueued } from './present.ts';
import { grievanceQueuePage, grievancesOf } from './queries.ts';
import { answerGrievance, fileGrievance } from './service.ts';

const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export const grievanceRoutes: FastifyPluginAsyncZod<{ db: Db; officer: { email: string } }> = async (app, { db, officer }) => {
  const tags = ['grievances'];

  app.post('/api/grievances', {
    schema: {
      tags,
      summary: 'File a complaint or a rights request (access, correction, erasure): answers its reference and due date, and emails them',
      body: ZGrievanceRequest,
      response: { 201: ZEnvelope(ZGrievance), 400: ZErrorResponse, 413: ZErrorResponse, 429: ZErrorResponse },
    },
    bodyLimit: SMALL_BODY.grievance,
    // Per person, or per address for a visitor: counted before the body is read.
    ...authorizeFirst(undefined, { before: [limitRequests('grievance')] }),
    handler: async (request, reply) => {
      const filed = await fileGrievance({ db, viewer: request.viewer, input: request.body, now: app.clock.now(), officer });
      return reply.status(201).send({ success: true, data: filed, message: GRIEVANCE_MESSAGES.filed });
    },
  });

  app.get('/api/grievances/mine', {
    schema: { tags, summary: 'My own requests, newest first', response: { 200: ZEnvelope(z.array(ZGrievance)), 401: ZErrorResponse } },
    preHandler: requireUser(),
    handler: async (request) => ({ success: true as const, data: (await grievancesOf(db, viewerOf(request).id)).map(presentGrievance) }),
  });

  app.get('/api/admin/grievances', {
    schema: {
      tags,
      summary: `Admins: the grievance queue, ${GRIEVANCE_PAGE_SIZE} a page, the soonest due first`,
      querystring: ZGrievanceQueueQuery,
      response: { 200: ZEnvelope(ZGrievanceQueue), ...refusals },
    },
    ...authorizeFirst(undefined, { before: [requireUser('ADMIN')] }),
    handler: async (request) => {
      const { status, page } = request.query;
      const { rows, counts } = await grievanceQueuePage(db, status, page);
      const total = status ? counts[status] : counts.open + counts.in_progress + counts.resolved;
      return { success: true as const, data: { items: rows.map(presentQueued), page, size: GRIEVANCE_PAGE_SIZE, total, counts } };
    },
  });

  app.put('/api/admin/grievances/:id', {
    schema: {
      tags,
      summary: 'Admins: set the status and the reply; the person is emailed when either changes',
      params: z.object({ id: ZRecordId }),
      body: ZGrievanceUpdate,
      response: { 200: ZEnvelope(ZQueuedGrievance), ...refusals, 404: ZErrorResponse },
    },
    ...authorizeFirst(undefined, { before: [requireUser('ADMIN')] }),
    handler: async (request) => {
      const saved = await answerGrievance(db, viewerOf(request), request.params.id, request.body, app.clock.now());
      return { success: true as const, data: presentQueued(saved), message: GRIEVANCE_MESSAGES.updated };
    },
  });
};
