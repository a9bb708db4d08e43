// Reading deals: spec section 7's GET /api/deals/* calls, plus one deal with its timeline.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminDashboard, ZDealDetail } from '../../../shared/contracts/deal.ts';
import { ZEnvelope, ZErrorResponse } from '../../../shared/contracts/envelope.ts';
import { DEAL_MESSAGES } from '../../../shared/deal-stages.ts';
import type { DataKeyRing } from '../../crypto/data-keys.ts';
import type { Db } from '../../db/client.ts';
import { deals, properties, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { keyOf } from '../../db/change-feed.ts';
import { sendKept, type KeptBody } from '../../http/kept-answer.ts';
import { requireUser, viewerOf } from '../../plugins/authenticate.ts';
import { VersionedCache } from '../properties/listings-version.ts';
import { listDealAgreements } from '../agreements/deal-agreement.ts';
import { findVisibleDeal, isAdmin, isStaff } from './access.ts';
import { adminDashboard } from './admin-dashboard.ts';
import { dealsOf, listDeals, listMyDeals, NOT_YOUR_DEALS, resolveTarget } from './list-deals.ts';
import { presentDeal, presentDocument, presentEvent } from './present.ts';
import { findDealDocuments, findDealEvents } from './queries.ts';
import { ZRecordId } from './request-parsing.ts';
import { ZDealIdParams, ZDealListResponse, ZMyDealsQuery, ZStageParams, ZUserQuery, ZUserRoleParams } from './route-schemas.ts';

const listErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const tags = ['deals'];

export const dealReadRoutes: FastifyPluginAsyncZod<{ db: Db; keys: DataKeyRing }> = async (app, { db, keys }) => {
  app.addHook('preHandler', requireUser());
  // Deal lists as sent, per viewer and query, while no deal, listing or user changes (change-feed.ts).
  const keptLists = new VersionedCache<KeptBody<null>>(1000, { max: 8 * 1024 * 1024, sizeOf: (kept) => kept.body.byteLength });

  app.get('/api/deals/:id', {
    schema: {
      tags,
      summary: 'One deal with its timeline, documents and rental agreements (its buyer, seller, agent and admins)',
      params: ZDealIdParams,
      response: { 200: ZEnvelope(ZDealDetail), ...listErrors },
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const row = await findVisibleDeal(db, viewer, request.params.id);
      const [events, documents, agreements] = await Promise.all([
        findDealEvents(db, row.deal.id),
        findDealDocuments(db, row.deal.id),
        listDealAgreements(db, keys, row.deal.id),
      ]);
      return {
        success: true as const,
        data: {
          ...presentDeal(row, viewer),
          events: events.map((e) => presentEvent(e, row.deal)),
          documents: documents.map(presentDocument),
          agreements,
        },
      };
    },
  });

  app.get('/api/deals/my-deals', {
    schema: {
      tags,
      summary: "The caller's deals in a role (BUYER, SELLER, USER: both, AGENT: managed, ADMIN: all), optionally only purchases or rentals; admins may name another userId",
      querystring: ZMyDealsQuery,
      response: { 200: ZDealListResponse, ...listErrors },
    },
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const list = async () => ({ success: true as const, data: await listMyDeals(db, viewer, request.query) });
      const version = keyOf(app.changes, ['deals_changed', 'listings_changed', 'users_changed']);
      if (version === undefined) return list();
      const key = JSON.stringify([viewer.id, viewer.role, request.query]);
      return sendKept(reply, { cache: keptLists, db, key, version }, async () => ({ data: await list(), facts: null }));
    },
  });

  app.get('/api/deals/user/:id/role/:role', {
    schema: {
      tags,
      summary: 'A user\'s deals in a role: the caller\'s own, or anyone\'s for an admin',
      params: ZUserRoleParams,
      response: { 200: ZDealListResponse, ...listErrors },
    },
    handler: async (request) => {
      const { id, role } = request.params;
      return { success: true as const, data: await listMyDeals(db, viewerOf(request), { userId: id, userRole: role }) };
    },
  });

  app.get('/api/deals/buyer/:buyerId', {
    schema: {
      tags,
      summary: "A buyer's deals as far as the caller may see them (a USER only their own)",
      params: z.object({ buyerId: ZRecordId }),
      response: { 200: ZDealListResponse, ...listErrors },
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { buyerId } = request.params;
      if (!isStaff(viewer) && buyerId !== viewer.id) throw forbidden(NOT_YOUR_DEALS);
      return { success: true as const, data: await listDeals(db, viewer, [eq(deals.buyerId, buyerId)]) };
    },
  });

  app.get('/api/deals/property/:propertyId', {
    schema: {
      tags,
      summary: "Deals on a property that the caller may see: an agent's own, the listing owner's (as seller), every one for admins",
      params: z.object({ propertyId: ZRecordId }),
      response: { 200: ZDealListResponse, ...listErrors },
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { propertyId } = request.params;
      const [property] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).limit(1);
      if (!property) throw notFound(DEAL_MESSAGES.propertyNotFound);
      // Another agent's deal (parties' phones, price, notes) is not this agent's business; a second
      // deal for the same buyer is still refused by the unique index (409 'Deal already exists').
      return { success: true as const, data: await listDeals(db, viewer, [eq(deals.propertyId, propertyId)]) };
    },
  });

  app.get('/api/deals/agent/:agentId', {
    schema: {
      tags,
      summary: 'Deals an agent manages (the agent themself or an admin)',
      params: z.object({ agentId: ZRecordId }),
      response: { 200: ZDealListResponse, ...listErrors },
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { agentId } = request.params;
      if (agentId !== viewer.id && !isAdmin(viewer)) throw forbidden(NOT_YOUR_DEALS);
      return { success: true as const, data: await listDeals(db, viewer, [eq(deals.agentId, agentId)]) };
    },
  });

  app.get('/api/deals/stage/:stage', {
    schema: {
      tags,
      summary: "Deals in one stage among the caller's (an admin: all, or userId's)",
      params: ZStageParams,
      querystring: ZUserQuery,
      response: { 200: ZDealListResponse, ...listErrors },
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const target = await resolveTarget(db, viewer, request.query.userId);
      const data = await listDeals(db, viewer, [dealsOf(target), eq(deals.stage, request.params.stage)]);
      return { success: true as const, data };
    },
  });

  app.get('/api/deals/admin/dashboard', {
    schema: {
      tags,
      summary: 'Admin deals page: every agent\'s figures and the totals per stage',
      querystring: ZUserQuery,
      response: { 200: ZEnvelope(ZAdminDashboard), ...listErrors },
    },
    handler: async (request) => {
      if (!isAdmin(viewerOf(request))) throw forbidden('Only admins can view the deal dashboard');
      return { success: true as const, data: await adminDashboard(db) };
    },
  });

  app.get('/api/deals/admin/agent/:agentId', {
    schema: {
      tags,
      summary: 'Admin: the deals one agent manages',
      params: z.object({ agentId: ZRecordId }),
      querystring: ZUserQuery,
      response: { 200: ZDealListResponse, ...listErrors },
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      if (!isAdmin(viewer)) throw forbidden('Only admins can view agents\' deals');
      const { agentId } = request.params;
      // A former (deleted) agent's deals stay listable.
      const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.id, agentId)).limit(1);
      if (!agent) throw notFound(DEAL_MESSAGES.agentNotFound);
      return { success: true as const, data: await listDeals(db, viewer, [eq(deals.agentId, agentId)]) };
    },
  });
};
