// Rental agreements saved for a signed-in user (docs/decisions/0048-agreements-saved.md): the spec's
// builder kept them only in the browser, so My Agreements could not follow a person to another device.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAgreementId, ZAgreementRecord, ZSaveAgreementRequest } from '#shared/contracts/agreement.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { Db } from '#server/db/client.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { SMALL_BODY } from '#server/http/json-body.ts';
import { ZRecordId } from '#server/http/record-id.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { ZAgreementDraft } from '#shared/contracts/deal.ts';
import { agreementDraft } from './deal-agreement.ts';
import { getMyAgreement } from './get-agreement.ts';
import { listMyAgreements } from './list-agreements.ts';
import { saveAgreement } from './save-agreement.ts';

export const AGREEMENT_SAVED = 'Agreement saved';

export const agreementRoutes: FastifyPluginAsyncZod<{ db: Db; keys: DataKeyRing }> = async (app, { db, keys }) => {
  app.post('/api/agreements', {
    schema: {
      tags: ['agreements'],
      summary:
        'Save a submitted rental agreement for the signed-in user (the same id again returns the saved one; ID numbers masked); with dealId, for that rental deal (its agent, owner, tenant or an admin, from AGREEMENT on)',
      body: ZSaveAgreementRequest,
      response: {
        200: ZEnvelope(ZAgreementRecord),
        201: ZEnvelope(ZAgreementRecord),
        400: ZErrorResponse,
        401: ZErrorResponse,
        404: ZErrorResponse,
        409: ZErrorResponse,
        413: ZErrorResponse,
        429: ZErrorResponse,
      },
    },
    bodyLimit: SMALL_BODY.agreement,
    ...authorizeFirst(undefined, { before: [requireUser(), limitRequests('agreement')] }),
    handler: async (request, reply) => {
      const { agreement, isNew } = await saveAgreement({ db, keys, viewer: viewerOf(request), request: request.body });
      return reply.status(isNew ? 201 : 200).send({ success: true, data: agreement, message: AGREEMENT_SAVED });
    },
  });

  app.get('/api/deals/:id/agreement-draft', {
    schema: {
      tags: ['agreements'],
      summary: "A rental deal's agreement form filled from the deal: owner, tenant, phones, address, rent, deposit, start date",
      params: z.object({ id: ZRecordId }),
      response: { 200: ZEnvelope(ZAgreementDraft), 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse },
    },
    preHandler: requireUser(),
    handler: async (request) => ({ success: true as const, data: await agreementDraft(db, viewerOf(request), request.params.id) }),
  });

  app.get('/api/agreements/mine', {
    schema: {
      tags: ['agreements'],
      summary: "The signed-in user's saved rental agreements, newest first (Aadhaar and PAN numbers masked)",
      response: { 200: ZEnvelope(z.array(ZAgreementRecord)), 401: ZErrorResponse },
    },
    preHandler: requireUser(),
    handler: async (request) => ({ success: true as const, data: await listMyAgreements({ db, keys, viewer: viewerOf(request) }) }),
  });

  app.get('/api/agreements/:agreementId', {
    schema: {
      tags: ['agreements'],
      summary: 'One of your saved agreements, opened: the only answer with whole Aadhaar and PAN numbers',
      params: z.object({ agreementId: ZAgreementId }),
      response: { 200: ZEnvelope(ZAgreementRecord), 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
    },
    preHandler: requireUser(),
    handler: async (request) => ({
      success: true as const,
      data: await getMyAgreement({ db, keys, clock: app.clock, viewer: viewerOf(request), agreementId: request.params.agreementId }),
    }),
  });
};
