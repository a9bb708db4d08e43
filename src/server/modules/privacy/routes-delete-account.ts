// Deleting one's own account. What goes and what stays is the retention table the web shows first.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, ZCloseAccountRequest } from '#shared/contracts/account.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import type { Db } from '#server/db/client.ts';
import { SMALL_BODY } from '#server/http/json-body.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import type { FileDeletions } from '#server/storage/file-deletions.ts';
import { closeAccount } from './close-account.ts';

export const accountDeletionRoutes: FastifyPluginAsyncZod<{ db: Db; deletions: FileDeletions }> = async (app, deps) => {
  app.post('/api/auth/delete-account', {
    schema: {
      tags: ['auth'],
      summary:
        'Delete my account (password asked again): every session ends; what the retention table keeps shows me as a deleted account; refused while a deal or tenancy runs',
      body: ZCloseAccountRequest,
      response: { 200: ZEnvelope(z.null()), 400: ZErrorResponse, 401: ZErrorResponse, 409: ZErrorResponse, 413: ZErrorResponse, 429: ZErrorResponse },
    },
    bodyLimit: SMALL_BODY.signIn,
    preHandler: [requireUser(), limitRequests('account-delete')],
    handler: async (request) => {
      await closeAccount(deps, viewerOf(request).id, request.body);
      return { success: true as const, data: null, message: ACCOUNT_MESSAGES.accountClosed };
    },
  });
};
