// Visits: a listing's windows and its poster's settings, asking for a visit, my visits, and acting on one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import {
  VISIT_MESSAGES,
  ZListingVisits,
  ZPhoneVisibilityRequest,
  ZVisitActionRequest,
  ZVisitList,
  ZVisitRequest,
  ZVisitSlotsRequest,
} from '#shared/contracts/visit.ts';
import type { Db } from '#server/db/client.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { ZRecordId } from '#server/http/record-id.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { actOnVisit, checkVisit } from './act-on-visit.ts';
import { readListingVisits, savePhoneVisibility, saveSlots } from './listing-visits.ts';
import { readMyVisits } from './read-visits.ts';
import { requestVisit } from './request-visit.ts';

const tags = ['visits'];
const ZIdParams = z.object({ id: ZRecordId });
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export const visitRoutes: FastifyPluginAsyncZod<{ db: Db; siteOrigin: string }> = async (app, { db, siteOrigin }) => {
  const ownHost = new URL(siteOrigin).host;
  app.get('/api/properties/:id/visit-slots', {
    schema: {
      tags,
      summary: "A listing's visit windows (Hyderabad time); to its poster also their Get Phone No. setting and the visits it had",
      params: ZIdParams,
      response: { 200: ZEnvelope(ZListingVisits), 400: ZErrorResponse, 404: ZErrorResponse },
    },
    handler: async (request) => ({ success: true as const, data: await readListingVisits(db, request.viewer, request.params.id, app.clock.now()) }),
  });

  app.put('/api/properties/:id/visit-slots', {
    schema: {
      tags,
      summary: 'Offer visit windows on my listing (replaces the ones offered)',
      params: ZIdParams,
      body: ZVisitSlotsRequest,
      response: { 200: ZEnvelope(ZListingVisits), ...errors, 429: ZErrorResponse },
    },
    ...authorizeFirst(undefined, { before: [requireUser(), limitRequests('listing-edit')] }),
    handler: async (request) => ({
      success: true as const,
      data: await saveSlots(db, viewerOf(request), request.params.id, request.body, app.clock.now()),
      message: VISIT_MESSAGES.slotsSaved,
    }),
  });

  app.put('/api/properties/:id/phone-visibility', {
    schema: {
      tags,
      summary: 'Whether Get Phone No. on my listing shows my number or points people to a conversation',
      params: ZIdParams,
      body: ZPhoneVisibilityRequest,
      response: { 200: ZEnvelope(ZListingVisits), ...errors, 429: ZErrorResponse },
    },
    ...authorizeFirst(undefined, { before: [requireUser(), limitRequests('listing-edit')] }),
    handler: async (request) => ({
      success: true as const,
      data: await savePhoneVisibility(db, viewerOf(request), request.params.id, request.body.phoneVisibility, app.clock.now()),
      message: VISIT_MESSAGES.phoneSettingSaved,
    }),
  });

  app.post('/api/properties/:id/visits', {
    schema: {
      tags,
      summary: 'Ask to visit a home at a time inside one of its windows',
      params: ZIdParams,
      body: ZVisitRequest,
      response: {
        201: ZEnvelope(z.object({ visitId: z.number().int(), conversationId: z.number().int() })),
        ...errors,
        409: ZErrorResponse,
        429: ZErrorResponse,
      },
    },
    ...authorizeFirst(undefined, { before: [requireUser(), limitRequests('visit-request')] }),
    handler: async (request, reply) => {
      const visit = await requestVisit(db, viewerOf(request), request.params.id, request.body, app.clock.now(), ownHost);
      return reply
        .status(201)
        .send({ success: true, data: { visitId: visit.id, conversationId: visit.conversationId }, message: VISIT_MESSAGES.requested });
    },
  });

  app.get('/api/visits', {
    schema: {
      tags,
      summary: 'My visits, as visitor and as poster: upcoming and past',
      response: { 200: ZEnvelope(ZVisitList), 401: ZErrorResponse },
    },
    preHandler: requireUser(),
    handler: async (request) => ({ success: true as const, data: await readMyVisits(db, viewerOf(request), app.clock.now()) }),
  });

  app.post('/api/visits/:id/actions', {
    schema: {
      tags,
      summary: 'Accept, decline, propose another time, cancel, mark done or report a problem; answers my visits',
      params: ZIdParams,
      body: ZVisitActionRequest,
      response: { 200: ZEnvelope(ZVisitList), ...errors, 409: ZErrorResponse, 429: ZErrorResponse },
    },
    ...authorizeFirst(checkVisit(db), { before: [requireUser(), limitRequests('visit-answer')] }),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const now = app.clock.now();
      await actOnVisit(db, viewer, request.params.id, request.body, siteOrigin, now);
      return { success: true as const, data: await readMyVisits(db, viewer, now) };
    },
  });
};
