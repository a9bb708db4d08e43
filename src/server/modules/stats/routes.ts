// The marketplace in numbers for the home page: counted, never invented.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnvelope } from '#shared/contracts/envelope.ts';
import { ZMarketStats } from '#shared/contracts/stats.ts';
import type { Db } from '#server/db/client.ts';
import { marketStats } from './queries.ts';

export const statsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/stats', {
    schema: {
      tags: ['reference'],
      summary: 'Listings anyone can see, counted: all, for sale, for rent, verified, and the localities they are in',
      response: { 200: ZEnvelope(ZMarketStats) },
    },
    handler: async () => ({ success: true as const, data: await marketStats({ db, kept: app.listings }, await app.listings.versions.read()) }),
  });
};
