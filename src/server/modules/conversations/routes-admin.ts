// For admins: the conversations and visits people reported, newest first.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZConversationReport } from '../../../shared/contracts/conversation.ts';
import { ZEnvelope, ZErrorResponse } from '../../../shared/contracts/envelope.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/authenticate.ts';
import { listReports } from './conversation-actions.ts';

export const conversationReportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/conversation-reports', {
    schema: {
      tags: ['conversations'],
      summary: 'Reported conversations and visits (admins)',
      response: { 200: ZEnvelope(z.array(ZConversationReport)), 401: ZErrorResponse, 403: ZErrorResponse },
    },
    preHandler: requireUser('ADMIN'),
    handler: async () => ({ success: true as const, data: await listReports(db) }),
  });
};
