// Posting, editing and deleting listings. Who may do it is answered before what was sent: no token
// is 401 and someone else's listing 403 whatever the body holds (authorizeFirst).
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { ZProperty, ZPropertyCreateRequest, ZPropertyUpdateRequest } from '#shared/contracts/property.ts';
import type { Db } from '#server/db/client.ts';
import { unauthorized } from '#server/http/app-error.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import type { FileDeletions } from '#server/storage/file-deletions.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { deleteProperty } from './delete-property.ts';
import { assertCanManage } from './access.ts';
import type { ListingWatcher } from './listing-watchers.ts';
import { readSpecSpellings } from './spec-spellings.ts';
import { ZPropertyIdParams } from './route-schemas.ts';
import { createProperty, updateProperty } from './save-property.ts';
import { expectedVersionOf, postKeyOf } from './write-preconditions.ts';

/** Why posting, editing and deleting need a bearer token although the spec's client sends none (docs/decisions/0010-writes-need-a-sign-in.md). */
const SIGN_IN_NEEDED =
  "Needs a bearer token: the spec's client sends none and names the owner in the body (user: { id }), which anyone " +
  "could fill with any id. Gruha takes the owner from the token and ignores the body's user, so without one this is a 401. ";
const SPEC_SPELLINGS =
  "The spec's spellings are read too: one imageUrl (a one-picture gallery, or the first of the images an answer listed), " +
  'area as { areaId } or { id }, the type as { propertyTypeId }, { typeName } or its name in propertyType or type; ' +
  'listingType and ownerType in any case. ';
const BARE_ANSWER = "Answers the property itself (no { success, data } envelope), as the spec's table says; failures keep the error envelope. ";

/** Spec section 5, Post property: 'Please Login First'. */
const pleaseLogInFirst: preHandlerHookHandler = async (request) => {
  if (!request.viewer) throw unauthorized('Please Login First');
};

export const propertyWriteRoutes: FastifyPluginAsyncZod<{
  db: Db;
  store: ObjectStore;
  deletions: FileDeletions;
  publicUrl?: string;
  pictureHosts: readonly string[];
  /** What other modules do when a listing is posted or edited (listing-watchers.ts). */
  watchers: readonly ListingWatcher[];
}> = async (app, { db, store, deletions, publicUrl, pictureHosts, watchers }) => {
  app.post('/api/properties', {
    schema: {
      tags: ['properties'],
      summary: 'Post a listing (available, unverified, featured, active)',
      description:
        SIGN_IN_NEEDED +
        BARE_ANSWER +
        SPEC_SPELLINGS +
        'With an Idempotency-Key header, the same key and body again answer the listing the first post made ' +
        'with 200 (header Idempotent-Replayed: true) for a day, instead of posting it twice; the key with a different body is a 422.',
      body: ZPropertyCreateRequest,
      response: { 200: ZProperty, 201: ZProperty, 400: ZErrorResponse, 401: ZErrorResponse, 422: ZErrorResponse },
    },
    preValidation: readSpecSpellings(db),
    ...authorizeFirst(undefined, { before: [pleaseLogInFirst, limitRequests('listing-post')] }),
    handler: async (request, reply) => {
      const postKey = postKeyOf(request);
      const { listing, isReplay } = await createProperty({
        db,
        kept: app.listings,
        store,
        deletions,
        publicUrl,
        pictureHosts,
        watchers,
        viewer: viewerOf(request),
        input: request.body,
        postKey,
      });
      // Like a repeated inquiry or agreement: the first post is the 201, a repeat is answered 200.
      if (isReplay) reply.header('idempotent-replayed', 'true');
      return reply.status(isReplay ? 200 : 201).send(listing);
    },
  });

  app.put('/api/properties/:id', {
    schema: {
      tags: ['properties'],
      summary: 'Edit a listing (its poster or an admin); keeps the featured flag, isVerified for admins only',
      description:
        SIGN_IN_NEEDED +
        BARE_ANSWER +
        SPEC_SPELLINGS +
        'With If-Match: "{version}" (the listing\'s version field), an edit made from an older version is refused with 412.',
      params: ZPropertyIdParams,
      body: ZPropertyUpdateRequest,
      response: {
        200: ZProperty,
        400: ZErrorResponse,
        401: ZErrorResponse,
        403: ZErrorResponse,
        404: ZErrorResponse,
        412: ZErrorResponse,
      },
    },
    preValidation: readSpecSpellings(db),
    ...authorizeFirst((viewer, { id }: { id: number }) => assertCanManage(db, viewer, id, 'edit'), {
      before: [requireUser(), limitRequests('listing-edit')],
    }),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const expectedVersion = expectedVersionOf(request);
      return updateProperty({
        db,
        kept: app.listings,
        store,
        deletions,
        publicUrl,
        pictureHosts,
        watchers,
        viewer,
        id: request.params.id,
        input: request.body,
        expectedVersion,
      });
    },
  });

  app.delete('/api/properties/:id', {
    schema: {
      tags: ['properties'],
      summary: 'Delete a listing (its poster or an admin); refused while a deal on it is in progress',
      description:
        "Needs a bearer token: the spec's client sends this call without one, but a listing is deleted only by its poster or an " +
        'admin, and only the token says who is asking (without it, 401).',
      params: ZPropertyIdParams,
      response: {
        200: ZEnvelope(z.null()),
        400: ZErrorResponse,
        401: ZErrorResponse,
        403: ZErrorResponse,
        404: ZErrorResponse,
        409: ZErrorResponse,
      },
    },
    ...authorizeFirst(undefined, { before: [requireUser(), limitRequests('listing-edit')] }),
    handler: async (request) => {
      await deleteProperty({ db, deletions, viewer: viewerOf(request), id: request.params.id });
      return { success: true as const, data: null, message: '✅ Property deleted successfully!' };
    },
  });
};
