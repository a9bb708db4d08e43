// The agent dashboard's calls (spec section 7): GET /api/agents/{id}/all-properties and /stats,
// for the agent themself or an admin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAgentPropertiesQuery, ZAgentProperty, ZAgentStats } from '#shared/contracts/deal.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import type { Db } from '#server/db/client.ts';
import { ZRecordId } from '#server/http/record-id.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { assertAgentView } from './access.ts';
import { findAgentProperties } from './queries.ts';
import { agentStats } from './stats.ts';

const ZAgentParams = z.object({ id: ZRecordId });
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

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
      return { success: true as const, data: await agentStats(db, agentId) };
    },
  });
};
