// Changing deals: create, move, confirm, pay, reassign (spec sections 4, 5 and 7). Each answers
// the deal as the caller may see it after the change.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCompletePaymentRequest,
  ZDeal,
  ZDealCreateRequest,
  ZReassignRequest,
  ZSellerConfirmRequest,
  ZStageUpdateRequest,
} from '../../../shared/contracts/deal.ts';
import { ZEnvelope, ZErrorResponse } from '../../../shared/contracts/envelope.ts';
import { DEAL_MESSAGES } from '../../../shared/deal-stages.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/app-error.ts';
import { SMALL_BODY } from '../../http/json-body.ts';
import { requireUser, viewerOf, type Viewer } from '../../plugins/authenticate.ts';
import { assertManages, findVisibleDeal } from './access.ts';
import { completePayment } from './complete-payment.ts';
import { confirmSeller } from './confirm-seller.ts';
import { createDeal } from './create-deal.ts';
import { presentDeal } from './present.ts';
import { reassignAgent } from './reassign-agent.ts';
import { acceptEmptyJsonBodies, parseBody, raiseInvalidExceptBody } from './request-parsing.ts';
import { ZDealIdParams } from './route-schemas.ts';
import { updateStage } from './update-stage.ts';

const tags = ['deals'];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 413: ZErrorResponse };
const ZDealResponse = ZEnvelope(ZDeal);

export const dealWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  acceptEmptyJsonBodies(app);
  // Every deal action carries a few ids, a date and notes of at most 2,000 characters.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= SMALL_BODY.deal;
  });
  app.addHook('preHandler', requireUser());

  const answer = async (viewer: Viewer, dealId: number, message: string) => ({
    success: true as const,
    data: presentDeal(await findVisibleDeal(db, viewer, dealId), viewer),
    message,
  });

  app.post('/api/deals/create', {
    schema: {
      tags,
      summary: 'Create a deal (agents and admins): INQUIRY stage, one per buyer and property',
      body: ZDealCreateRequest,
      response: { 201: ZDealResponse, ...errors },
    },
    attachValidation: true,
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      if (viewer.role === 'USER') throw forbidden(DEAL_MESSAGES.onlyAgents);
      const body = parseBody(ZDealCreateRequest, request.body);
      const dealId = await createDeal({ db, viewer, request: body });
      return reply.status(201).send(await answer(viewer, dealId, DEAL_MESSAGES.dealCreated));
    },
  });

  app.put('/api/deals/:id/stage', {
    schema: {
      tags,
      summary: "Move a deal to any stage with a date and notes (the deal's agent or an admin)",
      params: ZDealIdParams,
      body: ZStageUpdateRequest,
      response: { 200: ZDealResponse, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      raiseInvalidExceptBody(request);
      const viewer = viewerOf(request);
      const dealId = request.params.id;
      assertManages(viewer, (await findVisibleDeal(db, viewer, dealId)).deal);
      const update = parseBody(ZStageUpdateRequest, request.body);
      await updateStage({ db, viewer, dealId, update });
      return answer(viewer, dealId, DEAL_MESSAGES.stageUpdated);
    },
  });

  app.post('/api/deals/:id/seller-confirm', {
    schema: {
      tags,
      summary: 'The seller confirms registration (at REGISTRATION)',
      params: ZDealIdParams,
      body: ZSellerConfirmRequest.nullish(),
      response: { 200: ZDealResponse, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      raiseInvalidExceptBody(request);
      const viewer = viewerOf(request);
      const dealId = request.params.id;
      await findVisibleDeal(db, viewer, dealId);
      const { notes } = parseBody(ZSellerConfirmRequest, request.body);
      await confirmSeller({ db, viewer, dealId, notes });
      return answer(viewer, dealId, DEAL_MESSAGES.sellerConfirmed);
    },
  });

  app.post('/api/deals/:id/complete-payment', {
    schema: {
      tags,
      summary: "Record the payment and complete the deal (at PAYMENT; the deal's agent or an admin)",
      params: ZDealIdParams,
      body: ZCompletePaymentRequest.nullish(),
      response: { 200: ZDealResponse, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      raiseInvalidExceptBody(request);
      const viewer = viewerOf(request);
      const dealId = request.params.id;
      assertManages(viewer, (await findVisibleDeal(db, viewer, dealId)).deal);
      const { notes, date } = parseBody(ZCompletePaymentRequest, request.body);
      await completePayment({ db, viewer, dealId, notes, date });
      return answer(viewer, dealId, DEAL_MESSAGES.paymentCompleted);
    },
  });

  app.post('/api/deals/:id/reassign', {
    schema: {
      tags,
      summary: 'Admin: hand a deal to another agent',
      params: ZDealIdParams,
      body: ZReassignRequest,
      response: { 200: ZDealResponse, ...errors },
    },
    attachValidation: true,
    handler: async (request) => {
      raiseInvalidExceptBody(request);
      const viewer = viewerOf(request);
      if (viewer.role !== 'ADMIN') throw forbidden('Only an admin can reassign a deal');
      const dealId = request.params.id;
      await findVisibleDeal(db, viewer, dealId);
      const { agentId } = parseBody(ZReassignRequest, request.body);
      await reassignAgent({ db, viewer, dealId, agentId });
      return answer(viewer, dealId, 'Deal reassigned');
    },
  });
};
