// Reporting a listing, and what a listing page says about its poster and its moderation history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MODERATION_MESSAGES, ZDecision, ZPosterTrust, ZReportReceipt, ZReportRequest } from '#shared/contracts/moderation.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import type { Db } from '#server/db/client.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { forbidden, notFound } from '#server/http/app-error.ts';
import { PROPERTY_MESSAGES } from '#shared/contracts/property.ts';
import { canManageListing } from '#shared/policy/roles.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { networkOf } from '#server/http/client-network.ts';
import { findVisibleProperty } from '../properties/find-properties.ts';
import { ZPropertyIdParams } from '../properties/route-schemas.ts';
import { findDecisions, findPosterTrust } from './queue-queries.ts';
import { reportListing } from './report-listing.ts';

const HISTORY_REFUSED = 'Only the poster and admins see decisions on a listing';

export const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/properties/:id/reports', {
    schema: {
      tags: ['moderation'],
      summary: 'Report a listing, once; reports weighed by who made them (once per network) past a threshold put it under review',
      params: ZPropertyIdParams,
      body: ZReportRequest,
      response: {
        201: ZEnvelope(ZReportReceipt),
        400: ZErrorResponse,
        401: ZErrorResponse,
        403: ZErrorResponse,
        404: ZErrorResponse,
        409: ZErrorResponse,
        429: ZErrorResponse,
      },
    },
    ...authorizeFirst(undefined, { before: [requireUser(), limitRequests('report')] }),
    handler: async (request, reply) => {
      const receipt = await reportListing(db, viewerOf(request), request.params.id, request.body, {
        network: networkOf(request.ip),
        now: app.clock.now(),
      });
      return reply.status(201).send({ success: true, data: receipt, message: MODERATION_MESSAGES.reported });
    },
  });

  app.get('/api/properties/:id/poster-trust', {
    schema: {
      tags: ['moderation'],
      summary: "How long a listing's poster has been on Gruha and how many of their listings were verified",
      params: ZPropertyIdParams,
      response: { 200: ZEnvelope(ZPosterTrust), 400: ZErrorResponse, 404: ZErrorResponse },
    },
    handler: async (request) => {
      await findVisibleProperty(db, request.viewer ?? null, request.params.id);
      const trust = await findPosterTrust(db, request.params.id);
      if (!trust) throw notFound(PROPERTY_MESSAGES.notFound);
      return { success: true as const, data: trust };
    },
  });

  app.get('/api/properties/:id/moderation-history', {
    schema: {
      tags: ['moderation'],
      summary: "The admins' decisions on a listing, newest first: for its poster and admins",
      params: ZPropertyIdParams,
      response: { 200: ZEnvelope(z.array(ZDecision)), 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
    },
    ...authorizeFirst(
      async (viewer, { id }: { id: number }) => {
        const listing = await findVisibleProperty(db, viewer, id);
        if (!canManageListing(viewer, listing.userId)) throw forbidden(HISTORY_REFUSED);
      },
      { before: [requireUser()] },
    ),
    handler: async (request) => {
      const decisions = await findDecisions(db, [request.params.id]);
      return { success: true as const, data: decisions.map(({ propertyId: _, ...decision }) => decision) };
    },
  });
};
