import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { ZArea, ZPropertyType } from '#shared/contracts/reference.ts';
import type { Db } from '#server/db/client.ts';
import { listAreas, listPropertyTypes } from './queries.ts';

/** GET /api/areas' query: a city to narrow the list to. */
export const ZAreasQuery = z.object({ city: z.string().trim().max(60).optional() });

export const areaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/areas', {
    schema: {
      tags: ['reference'],
      summary: 'Localities (areaId, areaName, pincode), sorted by name',
      querystring: ZAreasQuery,
      response: { 200: ZEnvelope(z.array(ZArea)), 400: ZErrorResponse },
    },
    handler: async (request) => ({ success: true as const, data: await listAreas(db, request.query.city) }),
  });

  app.get('/api/property-types', {
    schema: {
      tags: ['reference'],
      summary: 'Property types (propertyTypeId, typeName)',
      response: { 200: ZEnvelope(z.array(ZPropertyType)) },
    },
    handler: async () => ({ success: true as const, data: await listPropertyTypes(db) }),
  });
};
