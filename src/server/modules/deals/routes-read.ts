// Reading deals: spec section 7's GET /api/deals/* calls, plus one deal with its timeline.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminDashboard, ZDealDetail, type TDealAgreement } from '#shared/contracts/deal.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/http/app-error.ts';
import { ZRecordId } from '#server/http/record-id.ts';
import { CACHES } from '#server/db/caches.ts';
import { keyOf } from '#server/db/change-feed.ts';
import { keptBudget, sendKept, type KeptBody } from '#server/http/kept-answer.ts';
import { requireUser, viewerOf, type Viewer } from '#server/plugins/authenticate.ts';
import { VersionedCache } from '#server/cache/listings-version.ts';
import { assertAdmin, assertMayListAgent, assertMayListBuyer, findVisibleDeal } from './access.ts';
import { adminDashboard } from './admin-dashboard.ts';
import { dealsOf, listDeals, listMyDeals, resolveTarget } from './list-deals.ts';
import { presentDeal, presentDocument, presentEvent } from './present.ts';
import { dealsInStage, dealsManagedBy, dealsOfBuyer, dealsOnProperty, type DealRow } from './deal-rows.ts';
import { findDealDocuments, findDealEvents, propertyExists, userExists } from './queries.ts';
import { ZDealIdParams, ZDealListResponse, ZMyDealsQuery, ZStageParams, ZUserQuery, ZUserRoleParams } from './route-schemas.ts';

const listErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const tags = ['deals'];

/**
 * `agreementsOf`: a deal's rental agreements as its page lists them. The agreements module uses deals,
 * so it is handed in (app.ts) rather than imported: modules depend one way.
 */
type Options = { db: Db; agreementsOf: (deal: DealRow['deal'], viewer: Viewer) => Promise<TDealAgreement[]> };

export const dealReadRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, agreementsOf }) => {
  app.addHook('preHandler', requireUser());
  // Deal lists as sent, per viewer and query, while no deal, listing or user changes (change-feed.ts).
  const keptLists = new VersionedCache<KeptBody<null>>('dealLists', 1000, keptBudget(app.keptBytes, 8 * 1024 * 1024));

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
        agreementsOf(row.deal, viewer),
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
      summary:
        "The caller's deals in a role (BUYER, SELLER, USER: both, AGENT: managed, ADMIN: all), optionally only purchases or rentals; admins may name another userId",
      querystring: ZMyDealsQuery,
      response: { 200: ZDealListResponse, ...listErrors },
    },
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const list = async () => ({ success: true as const, data: await listMyDeals(db, viewer, request.query) });
      const version = keyOf(app.changes, CACHES.dealLists, app.clock);
      if (version === undefined) return list();
      const key = JSON.stringify([viewer.id, viewer.role, request.query]);
      return sendKept(reply, { cache: keptLists, key, version }, async () => ({ data: await list(), facts: null }));
    },
  });

  app.get('/api/deals/user/:id/role/:role', {
    schema: {
      tags,
      summary: "A user's deals in a role: the caller's own, or anyone's for an admin",
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
      assertMayListBuyer(viewer, buyerId);
      return { success: true as const, data: await listDeals(db, viewer, [dealsOfBuyer(buyerId)]) };
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
      if (!(await propertyExists(db, propertyId))) throw notFound(DEAL_MESSAGES.propertyNotFound);
      // Another agent's deal (parties' phones, price, notes) is not this agent's business; a second
      // deal for the same buyer is still refused by the unique index (409 'Deal already exists').
      return { success: true as const, data: await listDeals(db, viewer, [dealsOnProperty(propertyId)]) };
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
      assertMayListAgent(viewer, agentId);
      return { success: true as const, data: await listDeals(db, viewer, [dealsManagedBy(agentId)]) };
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
      const data = await listDeals(db, viewer, [dealsOf(target), dealsInStage(request.params.stage)]);
      return { success: true as const, data };
    },
  });

  app.get('/api/deals/admin/dashboard', {
    schema: {
      tags,
      summary: "Admin deals page: every agent's figures and the totals per stage",
      querystring: ZUserQuery,
      response: { 200: ZEnvelope(ZAdminDashboard), ...listErrors },
    },
    handler: async (request) => {
      assertAdmin(viewerOf(request), 'Only admins can view the deal dashboard');
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
      assertAdmin(viewer, "Only admins can view agents' deals");
      const { agentId } = request.params;
      if (!(await userExists(db, agentId))) throw notFound(DEAL_MESSAGES.agentNotFound);
      return { success: true as const, data: await listDeals(db, viewer, [dealsManagedBy(agentId)]) };
    },
  });
};
