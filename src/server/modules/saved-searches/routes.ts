// The signed-in person's saved searches: list, save, rename or change, delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { SAVED_SEARCH_MESSAGES, ZSavedSearch, ZSavedSearchCreate, ZSavedSearchUpdate } from '#shared/contracts/saved-search.ts';
import type { Db } from '#server/db/client.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitWrites } from '#server/plugins/request-limits.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { readNothingSentAsEmpty } from '#server/http/empty-body.ts';
import { ZRecordId } from '#server/http/record-id.ts';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './service.ts';

const tags = ['saved searches'];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse };
const ZParams = z.object({ id: ZRecordId });

export const savedSearchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  readNothingSentAsEmpty(app);
  // Saving is for the signed-in (401 first); a body's 400 carries its field's own sentence.
  const signedInFirst = authorizeFirst(undefined, { message: 'issue' });
  app.addHook('preHandler', requireUser());
  app.addHook('preHandler', limitWrites('saved-search'));

  app.get('/api/saved-searches', {
    schema: { tags, summary: 'My saved searches, newest first', response: { 200: ZEnvelope(z.array(ZSavedSearch)), ...errors } },
    handler: async (request) => ({ success: true as const, data: await listSavedSearches(db, viewerOf(request)) }),
  });

  app.post('/api/saved-searches', {
    schema: {
      tags,
      summary: 'Save a search with a name and how often it alerts (instantly, daily or never)',
      body: ZSavedSearchCreate,
      response: { 201: ZEnvelope(ZSavedSearch), ...errors, 409: ZErrorResponse },
    },
    ...signedInFirst,
    handler: async (request, reply) => {
      const saved = await createSavedSearch({ db, kept: app.listings }, viewerOf(request), request.body);
      return reply.status(201).send({ success: true, data: saved, message: SAVED_SEARCH_MESSAGES.saved });
    },
  });

  app.put('/api/saved-searches/:id', {
    schema: {
      tags,
      summary: 'Rename a saved search, change how often it alerts, or change its filters',
      params: ZParams,
      body: ZSavedSearchUpdate,
      response: { 200: ZEnvelope(ZSavedSearch), ...errors, 404: ZErrorResponse },
    },
    ...signedInFirst,
    handler: async (request) => {
      const saved = await updateSavedSearch({ db, kept: app.listings }, viewerOf(request), request.params.id, request.body);
      return { success: true as const, data: saved, message: SAVED_SEARCH_MESSAGES.updated };
    },
  });

  app.delete('/api/saved-searches/:id', {
    schema: { tags, summary: 'Delete a saved search', params: ZParams, response: { 200: ZEnvelope(z.null()), ...errors, 404: ZErrorResponse } },
    handler: async (request) => {
      await deleteSavedSearch(db, viewerOf(request), request.params.id);
      return { success: true as const, data: null, message: SAVED_SEARCH_MESSAGES.deleted };
    },
  });
};
