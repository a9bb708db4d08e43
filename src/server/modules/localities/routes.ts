// A locality page's figures, for anyone; key: the locality's id or slug such as hitec-city.
// GET /api/areas/{key}/insights, /price-history (asking prices by quarter) and /nearby (metro, neighbours).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { LOCALITY_NOT_FOUND, ZLocalityInsights, ZLocalityKey, ZLocalityNearby, ZLocalityPriceHistory } from '#shared/contracts/locality.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/http/app-error.ts';
import { findNearby } from './nearby.ts';
import { findPriceHistory } from './price-history.ts';
import { findLocality, findLocalityInsights } from './queries.ts';

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

  app.get('/api/areas/:key/price-history', {
    schema: {
      tags: ['reference'],
      summary: "A locality's homes listed and median asking price by BHK in each of the last four quarters, for sale and rent",
      params: z.object({ key: ZLocalityKey }),
      response: { 200: ZEnvelope(ZLocalityPriceHistory), 400: ZErrorResponse, 404: ZErrorResponse },
    },
    handler: async (request) => {
      const area = await findLocality(db, request.params.key);
      if (!area) throw notFound(LOCALITY_NOT_FOUND);
      return { success: true as const, data: await findPriceHistory(db, area.id) };
    },
  });

  app.get('/api/areas/:key/nearby', {
    schema: {
      tags: ['reference'],
      summary: 'The metro stations and localities near a locality, with distances from its centre',
      params: z.object({ key: ZLocalityKey }),
      response: { 200: ZEnvelope(ZLocalityNearby), 400: ZErrorResponse, 404: ZErrorResponse },
    },
    handler: async (request) => {
      const area = await findLocality(db, request.params.key);
      if (!area) throw notFound(LOCALITY_NOT_FOUND);
      return { success: true as const, data: await findNearby(db, area) };
    },
  });
};
