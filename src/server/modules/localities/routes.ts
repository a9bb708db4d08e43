// GET /api/areas/{id}/insights: the figures of a locality's page, for anyone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '../../../shared/contracts/envelope.ts';
import { LOCALITY_NOT_FOUND, ZLocalityInsights } from '../../../shared/contracts/locality.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { ZRecordId } from '../deals/request-parsing.ts';
import { findLocalityInsights } from './queries.ts';

export const localityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/areas/:id/insights', {
    schema: {
      tags: ['reference'],
      summary: "A locality's listing counts and median prices per sq ft for sale and rent by BHK",
      params: z.object({ id: ZRecordId }),
      response: { 200: ZEnvelope(ZLocalityInsights), 400: ZErrorResponse, 404: ZErrorResponse },
    },
    handler: async (request) => {
      const insights = await findLocalityInsights(db, request.params.id);
      if (!insights) throw notFound(LOCALITY_NOT_FOUND);
      return { success: true as const, data: insights };
    },
  });
};
