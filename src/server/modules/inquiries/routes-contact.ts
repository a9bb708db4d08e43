import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { ZInquiry, ZInquiryRequest } from '#shared/contracts/property.ts';
import type { Db } from '#server/db/client.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { ZPropertyIdParams } from '../properties/route-schemas.ts';
import { createInquiry } from './create-inquiry.ts';

export const INQUIRY_SENT = 'Your inquiry has been sent. An agent will contact you soon.';
export const INQUIRY_ALREADY_SENT = 'You have already sent an inquiry for this property. An agent will contact you soon.';

export const inquiryRoutes: FastifyPluginAsyncZod<{ db: Db; ownHost: string }> = async (app, { db, ownHost }) => {
  app.post('/api/properties/:id/inquiries', {
    schema: {
      tags: ['inquiries'],
      summary: "'Contact Agent': ask about a listing; an agent follows up; 409 for a listing under review or no longer listed",
      params: ZPropertyIdParams,
      body: ZInquiryRequest.nullish(),
      response: {
        200: ZEnvelope(ZInquiry),
        201: ZEnvelope(ZInquiry),
        400: ZErrorResponse,
        401: ZErrorResponse,
        403: ZErrorResponse,
        404: ZErrorResponse,
        409: ZErrorResponse,
        429: ZErrorResponse,
      },
    },
    ...authorizeFirst(undefined, { before: [requireUser(), limitRequests('inquiry')] }),
    handler: async (request, reply) => {
      const { inquiry, isNew } = await createInquiry({
        db,
        viewer: viewerOf(request),
        propertyId: request.params.id,
        message: request.body?.message,
        ownHost,
        log: request.log,
      });
      return reply.status(isNew ? 201 : 200).send({ success: true, data: inquiry, message: isNew ? INQUIRY_SENT : INQUIRY_ALREADY_SENT });
    },
  });
};
