// The agent dashboard's calls (spec section 7): GET /api/agents/{id}/all-properties and /stats,
// for the agent themself or an admin.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAgentPropertiesQuery, ZAgentProperty, ZAgentStats } from '../../../shared/contracts/deal.ts';
import { ZEnvelope, ZErrorResponse } from '../../../shared/contracts/envelope.ts';
import { DEAL_MESSAGES } from '../../../shared/deal-stages.ts';
import type { Db } from '../../db/client.ts';
import { deals } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { requireUser, viewerOf, type Viewer } from '../../plugins/authenticate.ts';
import { stageCounts } from '../deals/admin-dashboard.ts';
import { ZRecordId } from '../deals/request-parsing.ts';
import { countOpenLeads } from '../inquiries/leads.ts';
import { findUserById } from '../users/accounts.ts';
import { countManagedProperties, findAgentProperties } from './queries.ts';

const ZAgentParams = z.object({ id: ZRecordId });
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

async function assertAgentView(db: Db, viewer: Viewer, agentId: number) {
  const isSelf = viewer.id === agentId && viewer.role !== 'USER';
  if (!isSelf && viewer.role !== 'ADMIN') throw forbidden('Only this agent or an admin can view this');
  if (!isSelf && !(await findUserById(db, agentId))) throw notFound(DEAL_MESSAGES.agentNotFound);
}

export const agentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', requireUser());

  app.get('/api/agents/:id/all-properties', {
    schema: {
      tags: ['agents'],
      summary: "Properties for the agent's screens: managed (on their deals or posted by them) or available for a new deal",
      params: ZAgentParams,
      querystring: ZAgentPropertiesQuery,
      response: { 200: ZEnvelope(z.array(ZAgentProperty)), ...errors },
    },
    handler: async (request) => {
      const agentId = request.params.id;
      await assertAgentView(db, viewerOf(request), agentId);
      return { success: true as const, data: await findAgentProperties(db, { agentId, ...request.query }) };
    },
  });

  app.get('/api/agents/:id/stats', {
    schema: {
      tags: ['agents'],
      summary: "The agent dashboard's stat cards",
      params: ZAgentParams,
      response: { 200: ZEnvelope(ZAgentStats), ...errors },
    },
    handler: async (request) => {
      const agentId = request.params.id;
      await assertAgentView(db, viewerOf(request), agentId);
      const [counts, propertiesManaged, openInquiries] = await Promise.all([
        stageCounts(db, eq(deals.agentId, agentId)),
        countManagedProperties(db, agentId),
        countOpenLeads(db),
      ]);
      const totalDeals = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return {
        success: true as const,
        data: {
          agentId,
          totalDeals,
          activeDeals: totalDeals - counts.COMPLETED,
          completedDeals: counts.COMPLETED,
          propertiesManaged,
          openInquiries,
          stageCounts: counts,
        },
      };
    },
  });
};
