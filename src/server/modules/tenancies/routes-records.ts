// The terms flow (propose, accept, ask for changes, renew) and the condition reports. Each answers the
// tenancy as the caller sees it after the change.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnvelope } from '#shared/contracts/envelope.ts';
import {
  TENANCY_MESSAGES,
  ZConditionReportRequest,
  ZProposeTermsRequest,
  ZRenewalRequest,
  ZReportNoteRequest,
  ZRequestChangesRequest,
  ZTenancyResponse,
} from '#shared/contracts/tenancy.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { Db } from '#server/db/client.ts';
import { readNothingSentAsEmpty } from '#server/http/empty-body.ts';
import { viewerOf, type Viewer } from '#server/plugins/authenticate.ts';
import { acceptTerms, requestChanges } from './answer-terms.ts';
import { acceptReport, addReportNote, saveReport } from './condition-reports.ts';
import { proposeRenewal } from './propose-renewal.ts';
import { proposeTerms } from './propose-terms.ts';
import { readTenancy } from './read-tenancy.ts';
import { ok, tags, tenancyWrite, writeErrors, ZReportParams, ZTenancyParams, ZVersionParams } from './route-parts.ts';

export const tenancyRecordRoutes: FastifyPluginAsyncZod<{ db: Db; keys: DataKeyRing }> = async (app, { db, keys }) => {
  readNothingSentAsEmpty(app);
  const clock = app.clock;
  const write = tenancyWrite(db);
  const response = { 200: ZEnvelope(ZTenancyResponse), ...writeErrors };
  const answer = async (viewer: Viewer, tenancyId: number, message: string) => ok(await readTenancy({ db, keys, clock, viewer, tenancyId }), message);

  app.post('/api/tenancies/:id/terms', {
    schema: {
      tags,
      summary: "Propose a new version of the agreement's text and terms (the proposer accepts it by proposing)",
      params: ZTenancyParams,
      body: ZProposeTermsRequest,
      response,
    },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      await proposeTerms({ db, clock, viewer, tenancyId: request.params.id, text: request.body.text, terms: request.body.terms });
      return answer(viewer, request.params.id, TENANCY_MESSAGES.termsProposed);
    },
  });

  app.post('/api/tenancies/:id/terms/:versionId/accept', {
    schema: { tags, summary: 'Accept a proposed version: accepted by both, it is locked', params: ZVersionParams, response },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      await acceptTerms({ db, clock, viewer, tenancyId: request.params.id, versionId: request.params.versionId });
      return answer(viewer, request.params.id, TENANCY_MESSAGES.termsAccepted);
    },
  });

  app.post('/api/tenancies/:id/terms/:versionId/request-changes', {
    schema: {
      tags,
      summary: 'Send a proposed version back with a note saying what should change',
      params: ZVersionParams,
      body: ZRequestChangesRequest,
      response,
    },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      await requestChanges({ db, clock, viewer, tenancyId: request.params.id, versionId: request.params.versionId, note: request.body.note });
      return answer(viewer, request.params.id, TENANCY_MESSAGES.changesRequested);
    },
  });

  app.post('/api/tenancies/:id/renewal', {
    schema: {
      tags,
      summary: 'Propose renewing the agreed terms: from the day after they end, the yearly increase applied',
      params: ZTenancyParams,
      body: ZRenewalRequest,
      response,
    },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      await proposeRenewal({ db, clock, viewer, tenancyId: request.params.id, durationMonths: request.body.durationMonths });
      return answer(viewer, request.params.id, TENANCY_MESSAGES.termsProposed);
    },
  });

  app.put('/api/tenancies/:id/reports/:kind', {
    schema: {
      tags,
      summary: 'Write or change the move-in or move-out report (both sides then accept it again)',
      params: ZReportParams,
      body: ZConditionReportRequest,
      response,
    },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      await saveReport({ db, clock, viewer, tenancyId: request.params.id, kind: request.params.kind, report: request.body });
      return answer(viewer, request.params.id, TENANCY_MESSAGES.reportSaved);
    },
  });

  app.post('/api/tenancies/:id/reports/:kind/accept', {
    schema: {
      tags,
      summary: 'Accept a report: accepted by both, it is locked (a locked move-out report records the move-out)',
      params: ZReportParams,
      response,
    },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      await acceptReport({ db, clock, viewer, tenancyId: request.params.id, kind: request.params.kind });
      return answer(viewer, request.params.id, TENANCY_MESSAGES.reportAccepted);
    },
  });

  app.post('/api/tenancies/:id/reports/:kind/notes', {
    schema: { tags, summary: 'Add my own notes and photos to a report', params: ZReportParams, body: ZReportNoteRequest, response },
    ...write,
    handler: async (request) => {
      const viewer = viewerOf(request);
      await addReportNote({ db, clock, viewer, tenancyId: request.params.id, kind: request.params.kind, note: request.body });
      return answer(viewer, request.params.id, TENANCY_MESSAGES.reportSaved);
    },
  });
};
