// Leads for agents and admins: the open Contact Agent inquiries, their count for the header
// badge, and closing one. (Creating an inquiry is routes.ts, the listings side.)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyCase } from '#shared/contracts/any-case.ts';
import { ZInquiryCount, ZInquiryLead } from '#shared/contracts/deal.ts';
import { inquiryStatuses } from '#shared/contracts/property.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import type { Db } from '#server/db/client.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { ZRecordId } from '#server/http/record-id.ts';
import { closeLead, countOpenLeads, findLeads } from './leads.ts';

const tags = ['inquiries'];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export const inquiryLeadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', requireUser('AGENT', 'ADMIN'));

  app.get('/api/inquiries', {
    schema: {
      tags,
      summary:
        "Leads: Contact Agent inquiries with the listing and the person asking (newest first); converted ones only to their deal's agent and admins",
      querystring: z.object({ status: anyCase(inquiryStatuses, `Status must be one of ${inquiryStatuses.join(', ')}`).default('OPEN') }),
      response: { 200: ZEnvelope(z.array(ZInquiryLead)), ...errors },
    },
    handler: async (request) => ({ success: true as const, data: await findLeads(db, viewerOf(request), request.query.status) }),
  });

  app.get('/api/inquiries/count', {
    schema: {
      tags,
      summary: 'How many leads are open (the header badge)',
      response: { 200: ZEnvelope(ZInquiryCount), ...errors },
    },
    handler: async () => ({ success: true as const, data: { open: await countOpenLeads(db) } }),
  });

  app.post('/api/inquiries/:id/close', {
    schema: {
      tags,
      summary: 'Close an open lead that needs no deal',
      params: z.object({ id: ZRecordId }),
      response: { 200: ZEnvelope(ZInquiryLead), ...errors, 404: ZErrorResponse, 409: ZErrorResponse },
    },
    handler: async (request) => ({
      success: true as const,
      data: await closeLead(db, viewerOf(request), request.params.id),
      message: 'Inquiry closed',
    }),
  });
};
