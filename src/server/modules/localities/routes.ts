// GET /api/areas/{key}/insights (key: id or slug such as hitec-city): a locality page's figures, for anyone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '../../../shared/contracts/envelope.ts';
import { LOCALITY_NOT_FOUND, ZLocalityInsights, ZLocalityKey } from '../../../shared/contracts/locality.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { findLocalityInsights } from './queries.ts';

export const localityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/areas/:key/insights', {
    schema: {
      tags: ['reference'],
      summary: "A locality's listing counts and median prices per sq ft for sale and rent by BHK",
      params: z.object({ key: ZLocalityKey }),
      response: { 200: ZEnvelope(ZLocalityInsights), 400: ZErrorResponse, 404: ZErrorResponse },
    },
    handler: async (request) => {
      const insights = await findLocalityInsights(db, request.params.key);
      if (!insights) throw notFound(LOCALITY_NOT_FOUND);
      return { success: true as const, data: insights };
    },
  });
};
