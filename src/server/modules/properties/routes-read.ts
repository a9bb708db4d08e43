// Reading listings (spec section 7). Anyone may read; the viewer, when signed in, also sees
// their own inactive listings.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { seesPhones } from '../users/contact-visibility.ts';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { MAX_PINS, ZMapPins } from '#shared/contracts/map.ts';
import {
  LISTING_PAGE_MAX_SIZE,
  MAX_ID,
  ZListingPage,
  ZListingPageQuery,
  ZPosterContact,
  ZProperty,
  ZPropertyCard,
  ZSearchRequest,
  ZSearchResponse,
} from '#shared/contracts/property.ts';
import type { Db } from '#server/db/client.ts';
import { installJsonParser, SMALL_BODY } from '#server/http/json-body.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { sendIfKept, sendKept, sendMade } from '#server/http/kept-answer.ts';
import { todayBy } from '#server/time/clock.ts';
import {
  admitViewer,
  EVERY_LISTING_CEILING,
  getPosterContact,
  listFeaturedProperties,
  listLatestProperties,
  listUserProperties,
  pageLatestProperties,
  posterListingsKey,
  readListing,
  searchProperties,
} from './find-properties.ts';
import { dayOfVersion, type ListingsVersion } from '#server/cache/listings-version.ts';
import { findMapPins } from './map-pins.ts';
import { ZPropertyIdParams } from './route-schemas.ts';

/** A search body longer than this is not kept: a person's search is about 300 characters. */
const MAX_KEPT_TEXT = 2048;

/** A search without a body: no filters. */
const NO_FILTERS = Object.freeze(ZSearchRequest.parse({}));

export const propertyReadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const { versions, featured, searchPages, listings, byPoster, everyPublic } = app.listings;
  const context = { db, kept: app.listings };

  /**
   * Every public listing, newest first: kept for visitors and users (serialised and compressed once per
   * change of the listings); read fresh for agents and admins, whose list carries posters' phones.
   */
  const everyListing = async (request: FastifyRequest, reply: FastifyReply) => {
    const list = (today: string) => listLatestProperties(db, request.viewer, today, { size: EVERY_LISTING_CEILING });
    if (seesPhones(request.viewer)) return { success: true as const, data: await list(todayBy(app.clock)) };
    const version = await versions.read();
    return sendKept(reply, { cache: everyPublic, key: 'every', version }, async () => ({
      data: { success: true, data: await list(dayOfVersion(version)) },
      facts: null,
    }));
  };

  app.get('/api/properties', {
    schema: {
      tags: ['properties'],
      summary: `Active listings, newest first: every one (up to ${EVERY_LISTING_CEILING}), or with page (from 0) and size (1-100) a page at a time`,
      description:
        "To agents and admins each listing's user (the poster) also carries mobileNumber and email, as the spec's create-deal dialog shows the seller's phone. " +
        'With page or size the answer adds page, size, totalElements and totalPages beside data.',
      querystring: ZListingPageQuery,
      response: { 200: ZListingPage, 400: ZErrorResponse },
    },
    handler: async (request, reply) => {
      const { page, size } = request.query;
      if (page === undefined && size === undefined) return everyListing(request, reply);
      return {
        success: true as const,
        ...(await pageLatestProperties(db, request.viewer, todayBy(app.clock), page ?? 0, size ?? LISTING_PAGE_MAX_SIZE)),
      };
    },
  });

  app.get('/api/properties/featured', {
    schema: {
      tags: ['properties'],
      summary: 'Active featured listings as cards, newest first (at most 48)',
      response: { 200: ZEnvelope(z.array(ZPropertyCard)) },
    },
    // Kept while no listing changes (http/kept-answer.ts).
    handler: async (_request, reply) => {
      const version = await versions.read();
      return sendKept(reply, { cache: featured, key: 'featured', version }, async () => ({
        data: { success: true, data: await listFeaturedProperties(db, dayOfVersion(version)) },
        facts: null,
      }));
    },
  });

  // In a scope of its own: its JSON parser keeps each body's text, the key of the page kept for it.
  await app.register(async (scope) => {
    installJsonParser(scope, { keepText: true });
    /**
     * A search page is kept by its body's text as sent: a body sent again word for word (everyone who
     * opens a locality's page sends the same) is answered before it is validated again, which cost
     * about a third of a kept search. Only a body that passed validation is ever kept. A text longer
     * than a person's search is answered and not kept, so keys stay small.
     */
    const pageOf = (request: FastifyRequest, version: ListingsVersion) => {
      const key = request.bodyText ?? '';
      return key.length <= MAX_KEPT_TEXT ? { cache: searchPages, key, version } : null;
    };
    scope.withTypeProvider<ZodTypeProvider>().post('/api/properties/search', {
      schema: {
        tags: ['properties'],
        summary: 'Search listings: every filter optional, combined with AND; q is free text; paged',
        body: ZSearchRequest.nullish(),
        response: { 200: ZSearchResponse, 400: ZErrorResponse, 413: ZErrorResponse },
      },
      bodyLimit: SMALL_BODY.search,
      preValidation: async (request, reply) => {
        const page = pageOf(request, await versions.read());
        const sent = page && sendIfKept(reply, page);
        if (sent) return sent;
      },
      // No body at all means no filters. Kept while no listing changes (as the featured list). The
      // hook above has asked for the page kept for this text and found none: it is made here.
      handler: async (request, reply) => {
        const filters = request.body ?? NO_FILTERS;
        const version = await versions.read();
        const search = async () => ({ success: true as const, ...(await searchProperties(context, filters, version)) });
        const page = pageOf(request, version);
        if (!page) return search();
        return sendMade(reply, page, async () => ({ data: await search(), facts: null }));
      },
    });

    scope.withTypeProvider<ZodTypeProvider>().post('/api/properties/search/pins', {
      schema: {
        tags: ['properties'],
        summary: `A search's matches on the map: the newest ${MAX_PINS} positions, and the total`,
        body: ZSearchRequest.nullish(),
        response: { 200: ZEnvelope(ZMapPins), 400: ZErrorResponse, 413: ZErrorResponse },
      },
      bodyLimit: SMALL_BODY.search,
      handler: async (request) => ({ success: true as const, data: await findMapPins(context, request.body ?? NO_FILTERS) }),
    });
  });

  app.get('/api/properties/user/:userId', {
    schema: {
      tags: ['properties'],
      summary: "A poster's listings; the poster and admins also see inactive ones",
      params: z.object({ userId: z.coerce.number().int().positive().max(MAX_ID) }),
      response: { 200: ZEnvelope(z.array(ZProperty)), 400: ZErrorResponse },
    },
    // Kept while no listing changes, one list for the poster and admins and one for everyone else.
    handler: async (request, reply) => {
      const { userId } = request.params;
      const version = await versions.read();
      const kept = { cache: byPoster, key: posterListingsKey(request.viewer, userId), version };
      return sendKept(reply, kept, async () => ({
        data: { success: true, data: await listUserProperties(db, request.viewer, userId, dayOfVersion(version)) },
        facts: null,
      }));
    },
  });

  app.get('/api/properties/:id', {
    schema: {
      tags: ['properties'],
      summary: 'One listing',
      description: "The property itself, without the { success, data } envelope, as the spec's table says; failures keep the error envelope.",
      params: ZPropertyIdParams,
      response: { 200: ZProperty, 400: ZErrorResponse, 404: ZErrorResponse },
    },
    // Kept while no listing changes, with who may see it: each viewer is checked against that.
    handler: async (request, reply) => {
      const version = await versions.read();
      const kept = { cache: listings, key: String(request.params.id), version };
      return sendKept(
        reply,
        kept,
        () => readListing(db, request.params.id, dayOfVersion(version)),
        (facts) => admitViewer(request.viewer, facts),
      );
    },
  });

  app.get('/api/properties/:id/contact', {
    schema: {
      tags: ['properties'],
      summary: "'Get Phone No.': the poster's name, phone and email (signed-in users); 409 for a listing under review or no longer listed",
      params: ZPropertyIdParams,
      response: {
        200: ZEnvelope(ZPosterContact),
        400: ZErrorResponse,
        401: ZErrorResponse,
        404: ZErrorResponse,
        409: ZErrorResponse,
        429: ZErrorResponse,
      },
    },
    preHandler: [requireUser(), limitRequests('contact')],
    handler: async (request) => ({
      success: true as const,
      data: await getPosterContact(db, viewerOf(request), request.params.id),
    }),
  });
};
