// The signed-in person's saved searches: list, save, rename or change, delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '../../../shared/contracts/envelope.ts';
import { SAVED_SEARCH_MESSAGES, ZSavedSearch, ZSavedSearchCreate, ZSavedSearchUpdate } from '../../../shared/contracts/saved-search.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, viewerOf } from '../../plugins/authenticate.ts';
import { acceptEmptyJsonBodies, parseBody, raiseInvalidExceptBody, ZRecordId } from '../deals/request-parsing.ts';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './service.ts';

const tags = ['saved searches'];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse };
const ZParams = z.object({ id: ZRecordId });

export const savedSearchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  acceptEmptyJsonBodies(app);
  app.addHook('preHandler', requireUser());

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
    attachValidation: true,
    handler: async (request, reply) => {
      const input = parseBody(ZSavedSearchCreate, request.body);
      const saved = await createSavedSearch(db, viewerOf(request), input);
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
    attachValidation: true,
    handler: async (request) => {
      raiseInvalidExceptBody(request);
      const input = parseBody(ZSavedSearchUpdate, request.body);
      const saved = await updateSavedSearch(db, viewerOf(request), request.params.id, input);
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
