// Ways onward from a search and a listing: suggestions when a search finds few listings,
// similar homes and the price insight of a listing. Anyone may ask, for what they may see.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { ZPriceInsight, ZSearchSuggestion, ZSimilarHomes, ZSuggestionsRequest } from '#shared/contracts/discovery.ts';
import type { Db } from '#server/db/client.ts';
import { SMALL_BODY } from '#server/http/json-body.ts';
import { priceInsight, similarHomes } from './discovery.ts';
import { ZPropertyIdParams } from './route-schemas.ts';
import { searchSuggestions } from './search-suggestions.ts';

export const discoveryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = { db, kept: app.listings };
  app.post('/api/properties/search/suggestions', {
    schema: {
      tags: ['properties'],
      summary: 'Ways out of a search with few results: nearby localities, a higher budget, each filter dropped, with how many more each finds',
      body: ZSuggestionsRequest.nullish(),
      response: { 200: ZEnvelope(ZSearchSuggestion.array()), 400: ZErrorResponse, 413: ZErrorResponse },
    },
    // A search payload: as small as the search's own.
    bodyLimit: SMALL_BODY.search,
    handler: async (request) => ({
      success: true as const,
      data: await searchSuggestions(context, request.body ?? ZSuggestionsRequest.parse({}), await app.listings.versions.read()),
    }),
  });

  app.get('/api/properties/:id/similar', {
    schema: {
      tags: ['properties'],
      summary: 'Up to 6 similar homes as cards: same type and listing type, same or nearby locality, price within 25%',
      params: ZPropertyIdParams,
      response: { 200: ZEnvelope(ZSimilarHomes), 400: ZErrorResponse, 404: ZErrorResponse },
    },
    handler: async (request) => ({
      success: true as const,
      data: await similarHomes(context, request.viewer, request.params.id, await app.listings.versions.read()),
    }),
  });

  app.get('/api/properties/:id/price-insight', {
    schema: {
      tags: ['properties'],
      summary: "Price per sqft against the median of the locality's listings of the same type, BHK and listing type (null under 3)",
      params: ZPropertyIdParams,
      response: { 200: ZEnvelope(ZPriceInsight.nullable()), 400: ZErrorResponse, 404: ZErrorResponse },
    },
    handler: async (request) => ({
      success: true as const,
      data: await priceInsight(context, request.viewer, request.params.id, await app.listings.versions.read()),
    }),
  });
};
