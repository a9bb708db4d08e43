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
} from '#shared/contracts/deal.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import type { Db } from '#server/db/client.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { readNothingSentAsEmpty } from '#server/http/empty-body.ts';
import { SMALL_BODY } from '#server/http/json-body.ts';
import { requireUser, viewerOf, type Viewer } from '#server/plugins/authenticate.ts';
import { limitWrites } from '#server/plugins/request-limits.ts';
import { assertManages, assertMayCreateDeals, assertMayReassign, findVisibleDeal } from './access.ts';
import { completePayment } from './complete-payment.ts';
import { confirmSeller } from './confirm-seller.ts';
import { createDeal } from './create-deal.ts';
import { presentDeal } from './present.ts';
import { reassignAgent } from './reassign-agent.ts';
import { ZDealIdParams } from './route-schemas.ts';
import { updateStage } from './update-stage.ts';

const tags = ['deals'];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 413: ZErrorResponse };
const ZDealResponse = ZEnvelope(ZDeal);
type DealParams = { id: number };

export const dealWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  readNothingSentAsEmpty(app);
  // Every deal action carries a few ids, a date and notes of at most 2,000 characters.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= SMALL_BODY.deal;
  });
  app.addHook('preHandler', requireUser());
  app.addHook('preHandler', limitWrites('deal-write'));

  // A body's 400 carries the spec's own sentence (the stage update's, for one) as its message.
  const authorized = <P>(check: (viewer: Viewer, params: P) => unknown) => authorizeFirst(check, { message: 'issue' });
  const dealVisible = authorized((viewer, { id }: DealParams) => findVisibleDeal(db, viewer, id));
  const dealManaged = authorized(async (viewer, { id }: DealParams) => assertManages(viewer, (await findVisibleDeal(db, viewer, id)).deal));

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
    ...authorized(assertMayCreateDeals),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const dealId = await createDeal({ db, viewer, request: request.body });
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
    ...dealManaged,
    handler: async (request) => {
      const viewer = viewerOf(request);
      const dealId = request.params.id;
      await updateStage({ db, viewer, dealId, update: request.body });
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
    ...dealVisible,
    handler: async (request) => {
      const viewer = viewerOf(request);
      const dealId = request.params.id;
      await confirmSeller({ db, viewer, dealId, notes: request.body?.notes });
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
    ...dealManaged,
    handler: async (request) => {
      const viewer = viewerOf(request);
      const dealId = request.params.id;
      await completePayment({ db, viewer, dealId, notes: request.body?.notes, date: request.body?.date });
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
    ...authorized(async (viewer, { id }: DealParams) => {
      assertMayReassign(viewer);
      await findVisibleDeal(db, viewer, id);
    }),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const dealId = request.params.id;
      await reassignAgent({ db, viewer, dealId, agentId: request.body.agentId });
      return answer(viewer, dealId, 'Deal reassigned');
    },
  });
};
