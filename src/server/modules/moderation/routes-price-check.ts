// Whether a price would wait for an admin's check, for the post and edit forms to ask the poster to
// confirm first. The same rule runs when the listing is written (price-check.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPriceCheck, ZPriceCheckRequest } from '#shared/contracts/property.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import type { Db } from '#server/db/client.ts';
import { requireUser } from '#server/plugins/authenticate.ts';
import { checkPrice } from './price-check.ts';

export const priceCheckRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/properties/price-check', {
    schema: {
      tags: ['properties'],
      summary: "Whether a listing's price is far from what its kind of home costs, and so would wait for an admin's check",
      body: ZPriceCheckRequest,
      response: { 200: ZEnvelope(ZPriceCheck), 400: ZErrorResponse, 401: ZErrorResponse },
    },
    preHandler: requireUser(),
    handler: async (request) => {
      const { propertyId, ...listing } = request.body;
      const judgement = await checkPrice(db, listing, propertyId ?? null);
      return { success: true as const, data: { isFarOut: judgement.isFarOut, reason: judgement.isFarOut ? judgement.reason : null } };
    },
  });
};
