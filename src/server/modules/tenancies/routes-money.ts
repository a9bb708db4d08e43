// Rent (mark paid, confirm), repairs, notice, and the deposit (deductions, answers, refund). Each
// answers the tenancy as the caller sees it after the change.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnvelope } from '#shared/contracts/envelope.ts';
import {
  TENANCY_MESSAGES,
  ZDeductionAnswerRequest,
  ZGiveNoticeRequest,
  ZMarkPaidRequest,
  ZProposeDeductionRequest,
  ZRaiseRepairRequest,
  ZRecordRefundRequest,
  ZRepairActionRequest,
  ZTenancyResponse,
} from '#shared/contracts/tenancy.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { Db } from '#server/db/client.ts';
import { readNothingSentAsEmpty } from '#server/http/empty-body.ts';
import { viewerOf, type Viewer } from '#server/plugins/authenticate.ts';
import { answerDeduction, giveNotice, proposeDeduction, recordRefund } from './move-out.ts';
import { readTenancy } from './read-tenancy.ts';
import { confirmPayment, markPaid } from './record-payment.ts';
import { actOnRepair, raiseRepair } from './repairs.ts';
import { ok, tags, tenancyWrite, writeErrors, ZDeductionParams, ZPeriodParams, ZRepairParams, ZTenancyParams } from './route-parts.ts';

export const tenancyMoneyRoutes: FastifyPluginAsyncZod<{ db: Db; keys: DataKeyRing }> = async (app, { db, keys }) => {
  readNothingSentAsEmpty(app);
  const clock = app.clock;
  const write = tenancyWrite(db);
  const response = { 200: ZEnvelope(ZTenancyResponse), ...writeErrors };
  const created = { 201: ZEnvelope(ZTenancyResponse), ...writeErrors };
  const answer = async (viewer: Viewer, tenancyId: number, message: string) => ok(await readTenancy({ db, keys, clock, viewer, tenancyId }), message);

  app.post('/api/tenancies/:id/dues/:period/mark-paid', {
    schema: {
      tags,
      summary: "The tenant marks a month's rent paid by UPI (with its UTR) or in cash",
      params: ZPeriodParams,
      body: ZMarkPaidRequest,
      response,
    },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { id, period } = request.params;
      await markPaid({ db, clock, viewer, tenancyId: id, period, payment: request.body });
      return answer(viewer, id, TENANCY_MESSAGES.markedPaid);
    },
  });

  app.post('/api/tenancies/:id/dues/:period/confirm', {
    schema: { tags, summary: 'The owner confirms the rent arrived: the receipt is made', params: ZPeriodParams, response },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { id, period } = request.params;
      await confirmPayment({ db, clock, viewer, tenancyId: id, period });
      return answer(viewer, id, TENANCY_MESSAGES.confirmed);
    },
  });

  app.post('/api/tenancies/:id/repairs', {
    schema: {
      tags,
      summary: 'The tenant asks for a repair (category, description, photos)',
      params: ZTenancyParams,
      body: ZRaiseRepairRequest,
      response: created,
    },
    ...write,
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      await raiseRepair({ db, clock, viewer, tenancyId: request.params.id, repair: request.body });
      return reply.status(201).send(await answer(viewer, request.params.id, TENANCY_MESSAGES.repairRaised));
    },
  });

  app.post('/api/tenancies/:id/repairs/:repairId/actions', {
    schema: {
      tags,
      summary: 'The owner acknowledges, schedules or marks a repair done; the tenant confirms or reopens it',
      params: ZRepairParams,
      body: ZRepairActionRequest,
      response,
    },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { id, repairId } = request.params;
      await actOnRepair({ db, clock, viewer, tenancyId: id, repairId, action: request.body });
      return answer(viewer, id, TENANCY_MESSAGES.repairUpdated);
    },
  });

  app.post('/api/tenancies/:id/notice', {
    schema: {
      tags,
      summary: 'Give notice: the last day follows from the notice period and the lock-in',
      params: ZTenancyParams,
      body: ZGiveNoticeRequest,
      response,
    },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      await giveNotice({ db, clock, viewer, tenancyId: request.params.id, note: request.body.note });
      return answer(viewer, request.params.id, TENANCY_MESSAGES.noticeGiven);
    },
  });

  app.post('/api/tenancies/:id/deductions', {
    schema: {
      tags,
      summary: 'The owner proposes one deduction from the deposit, with its reason and amount',
      params: ZTenancyParams,
      body: ZProposeDeductionRequest,
      response: created,
    },
    ...write,
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      await proposeDeduction({ db, clock, viewer, tenancyId: request.params.id, deduction: request.body });
      return reply.status(201).send(await answer(viewer, request.params.id, TENANCY_MESSAGES.deductionProposed));
    },
  });

  app.post('/api/tenancies/:id/deductions/:deductionId/answer', {
    schema: { tags, summary: 'The tenant accepts or disputes a deduction', params: ZDeductionParams, body: ZDeductionAnswerRequest, response },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { id, deductionId } = request.params;
      await answerDeduction({ db, clock, viewer, tenancyId: id, deductionId, answer: request.body });
      return answer(viewer, id, TENANCY_MESSAGES.deductionAnswered);
    },
  });

  app.post('/api/tenancies/:id/refund', {
    schema: {
      tags,
      summary: 'The owner records the deposit refund as paid, with its reference: the tenancy ends',
      params: ZTenancyParams,
      body: ZRecordRefundRequest,
      response,
    },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      await recordRefund({ db, clock, viewer, tenancyId: request.params.id, refund: request.body });
      return answer(viewer, request.params.id, TENANCY_MESSAGES.refundRecorded);
    },
  });
};
