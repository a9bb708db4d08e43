// Starting a tenancy (from a rental deal, a saved agreement, or an owner's invitation), answering an
// invitation, the owner's payment details, and a party's report to Gruha's admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '#shared/contracts/envelope.ts';
import {
  TENANCY_MESSAGES,
  ZInvitationAnswerRequest,
  ZInviteTenantRequest,
  ZPayeeRequest,
  ZReportTenancyRequest,
  ZStartFromAgreementRequest,
  ZStartFromDealRequest,
  ZStartTenancyResponse,
  ZTenancyResponse,
} from '#shared/contracts/tenancy.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { Db } from '#server/db/client.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { answerInvitation, findInvitationTo } from './answer-invitation.ts';
import { inviteTenant } from './invite-tenant.ts';
import { reportTenancy, savePayee } from './payee-and-report.ts';
import { readTenancy } from './read-tenancy.ts';
import { ok, tags, tenancyWrite, writeErrors, ZTenancyParams } from './route-parts.ts';
import { startFromAgreement } from './start-from-agreement.ts';
import { startFromDeal } from './start-from-deal.ts';

export const tenancyStartRoutes: FastifyPluginAsyncZod<{ db: Db; keys: DataKeyRing }> = async (app, { db, keys }) => {
  const clock = app.clock;
  const signedIn = authorizeFirst(undefined, { before: [requireUser(), limitRequests('tenancy-write')] });
  const started = { 201: ZEnvelope(ZStartTenancyResponse), ...writeErrors };
  const write = tenancyWrite(db);
  const answerTenancy = async (viewer: ReturnType<typeof viewerOf>, tenancyId: number, message: string) =>
    ok(await readTenancy({ db, keys, clock, viewer, tenancyId }), message);

  app.post('/api/tenancies/from-deal', {
    schema: {
      tags,
      summary: 'Start the tenancy of a rental deal at its last stage (its owner or tenant)',
      body: ZStartFromDealRequest,
      response: started,
    },
    ...signedIn,
    handler: async (request, reply) => {
      const tenancyId = await startFromDeal({ db, clock, viewer: viewerOf(request), request: request.body });
      return reply.status(201).send(ok({ tenancyId }, TENANCY_MESSAGES.started));
    },
  });

  app.post('/api/tenancies/from-agreement', {
    schema: {
      tags,
      summary: 'Start a tenancy from a rental agreement I saved, inviting the other side',
      body: ZStartFromAgreementRequest,
      response: started,
    },
    ...signedIn,
    handler: async (request, reply) => {
      const tenancyId = await startFromAgreement({ db, clock, viewer: viewerOf(request), request: request.body });
      return reply.status(201).send(ok({ tenancyId }, TENANCY_MESSAGES.invited));
    },
  });

  app.post('/api/tenancies/invite', {
    schema: {
      tags,
      summary: 'An owner invites the tenant of a home (by mobile or email) to keep the tenancy here',
      body: ZInviteTenantRequest,
      response: started,
    },
    ...signedIn,
    handler: async (request, reply) => {
      const tenancyId = await inviteTenant({ db, clock, viewer: viewerOf(request), request: request.body });
      return reply.status(201).send(ok({ tenancyId }, TENANCY_MESSAGES.invited));
    },
  });

  app.post('/api/tenancies/:id/invitation', {
    schema: {
      tags,
      summary: 'Accept or decline an invitation sent to my mobile or email; the tenancy is shared only once accepted',
      params: ZTenancyParams,
      body: ZInvitationAnswerRequest,
      response: { 200: ZEnvelope(z.object({ tenancyId: z.number().int(), isAccepted: z.boolean() })), ...writeErrors },
    },
    ...authorizeFirst((viewer, { id }: { id: number }) => findInvitationTo(db, viewer, id), {
      before: [requireUser(), limitRequests('tenancy-write')],
    }),
    handler: async (request) => {
      const isAccepted = request.body.answer === 'accept';
      await answerInvitation({ db, clock, viewer: viewerOf(request), tenancyId: request.params.id, answer: request.body.answer });
      return ok({ tenancyId: request.params.id, isAccepted }, isAccepted ? TENANCY_MESSAGES.accepted : TENANCY_MESSAGES.declined);
    },
  });

  app.put('/api/tenancies/:id/payee', {
    schema: {
      tags,
      summary: "The owner's UPI ID for the pay links and PAN for receipts (encrypted at rest), or a declaration of having none",
      params: ZTenancyParams,
      body: ZPayeeRequest,
      response: { 200: ZEnvelope(ZTenancyResponse), ...writeErrors },
    },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      await savePayee({ db, keys, viewer, tenancyId: request.params.id, payee: request.body });
      return answerTenancy(viewer, request.params.id, TENANCY_MESSAGES.payeeSaved);
    },
  });

  app.post('/api/tenancies/:id/report', {
    schema: {
      tags,
      summary: "A party reports the tenancy to Gruha's admins, who may then read it",
      params: ZTenancyParams,
      body: ZReportTenancyRequest,
      response: { 200: ZEnvelope(ZTenancyResponse), ...writeErrors },
    },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      await reportTenancy({ db, clock, viewer, tenancyId: request.params.id, reason: request.body.reason });
      return answerTenancy(viewer, request.params.id, TENANCY_MESSAGES.reported);
    },
  });
};
