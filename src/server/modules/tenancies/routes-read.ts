// Reading tenancies: My homes, one tenancy, the yearly statement, and every PDF.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { ZMyHomesResponse, ZStatementQuery, ZTenancyResponse, ZYearlyStatementResponse } from '#shared/contracts/tenancy.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import { VersionedCache } from '#server/cache/listings-version.ts';
import { CACHES } from '#server/db/caches.ts';
import { keyOf } from '#server/db/change-feed.ts';
import type { Db } from '#server/db/client.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { keptBudget, sendKept, type KeptBody } from '#server/http/kept-answer.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { receiptDocument, reportDocument, settlementDocument, statementDocument, termsDocument } from './documents.ts';
import { listMyHomes } from './list-my-homes.ts';
import { readTenancy } from './read-tenancy.ts';
import {
  ok,
  readErrors,
  sendPdf,
  tags,
  tenancyRead,
  ZPdfResponse,
  ZPeriodParams,
  ZReportParams,
  ZTenancyParams,
  ZVersionParams,
} from './route-parts.ts';
import { maskStatementPan, readStatement } from './statement.ts';

export const tenancyReadRoutes: FastifyPluginAsyncZod<{ db: Db; keys: DataKeyRing }> = async (app, { db, keys }) => {
  const clock = app.clock;
  const read = tenancyRead(db);
  const pdfResponse = { 200: ZPdfResponse, ...readErrors };
  // Answers as sent while no tenancy or user changes and the India date stays (db/caches.ts). Each is
  // kept for one viewer (and the viewer's role), so a kept answer went only to whom its reading let
  // see it. My homes lists an invitation until it expires: its answer holds until the first does.
  const keptPages = new VersionedCache<KeptBody<null>>('tenancyPages', 2000, keptBudget(app.keptBytes, 16 * 1024 * 1024));
  const keptHomes = new VersionedCache<KeptBody<number | null>>('myHomes', 2000, keptBudget(app.keptBytes, 8 * 1024 * 1024));
  // A receipt's PDF as first made: laying one out costs about 20 ms of CPU.
  const keptReceipts = new VersionedCache<Uint8Array>('receipts', 500, {
    max: 16 * 1024 * 1024,
    sizeOf: (bytes) => bytes.byteLength,
    shared: app.keptBytes,
  });
  // The handler reads the tenancy with its access check: a kept answer needs neither.
  const signedIn = authorizeFirst(undefined, { before: [requireUser()] });

  app.get('/api/tenancies', {
    schema: {
      tags,
      summary: 'My homes: my tenancies as owner and as tenant, and invitations waiting for my answer',
      response: { 200: ZEnvelope(ZMyHomesResponse), 401: ZErrorResponse },
    },
    preHandler: requireUser(),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const homes = async () => ok(await listMyHomes({ db, clock, viewer }));
      const version = keyOf(app.changes, CACHES.myHomes, clock);
      if (version === undefined) return homes();
      const isFresh = (until: number | null) => until === null || clock.now().getTime() < until;
      return sendKept(reply, { cache: keptHomes, key: String(viewer.id), version, isFresh }, async () => {
        const answer = await homes();
        const expiries = answer.data.invitations.map((invitation) => Date.parse(invitation.expiresAt));
        return { data: answer, facts: expiries.length > 0 ? Math.min(...expiries) : null };
      });
    },
  });

  app.get('/api/tenancies/:id', {
    schema: {
      tags,
      summary: "A tenancy: all of it to its owner and tenant; terms and stage to the deal's agent; to admins once a party reported it",
      params: ZTenancyParams,
      response: { 200: ZEnvelope(ZTenancyResponse), ...readErrors },
    },
    ...signedIn,
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      const tenancy = async () => ok(await readTenancy({ db, keys, clock, viewer, tenancyId: id }));
      const version = keyOf(app.changes, CACHES.tenancyPages, clock);
      if (version === undefined) return tenancy();
      const key = JSON.stringify([viewer.id, viewer.role, id]);
      return sendKept(reply, { cache: keptPages, key, version }, async () => ({ data: await tenancy(), facts: null }));
    },
  });

  app.get('/api/tenancies/:id/statement', {
    schema: {
      tags,
      summary: 'The yearly rent statement for HRA (April to March of ?year), with TDS totals (the owner and the tenant)',
      params: ZTenancyParams,
      querystring: ZStatementQuery,
      response: { 200: ZEnvelope(ZYearlyStatementResponse), ...readErrors },
    },
    ...read,
    handler: async (request) =>
      ok(
        maskStatementPan(await readStatement({ db, keys, clock, viewer: viewerOf(request), tenancyId: request.params.id, year: request.query.year })),
      ),
  });

  app.get('/api/tenancies/:id/statement/pdf', {
    schema: { tags, summary: 'The yearly rent statement as a PDF', params: ZTenancyParams, querystring: ZStatementQuery, response: pdfResponse },
    ...read,
    handler: async (request, reply) => {
      const { id } = request.params;
      const bytes = await statementDocument({ db, keys, clock, viewer: viewerOf(request), tenancyId: id, year: request.query.year });
      return sendPdf(reply, bytes, `rent-statement-${id}-${request.query.year}.pdf`);
    },
  });

  app.get('/api/tenancies/:id/dues/:period/receipt', {
    schema: { tags, summary: "A confirmed month's rent receipt as a PDF (the owner and the tenant)", params: ZPeriodParams, response: pdfResponse },
    ...signedIn,
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const { id, period } = request.params;
      const receipt = () => receiptDocument({ db, keys, clock, viewer, tenancyId: id, period });
      const version = keyOf(app.changes, CACHES.receipts, clock);
      const key = JSON.stringify([viewer.id, viewer.role, id, period]);
      const bytes = version === undefined ? await receipt() : await keptReceipts.getOrCompute(key, version, receipt);
      return sendPdf(reply, bytes, `rent-receipt-${id}-${period}.pdf`);
    },
  });

  app.get('/api/tenancies/:id/terms/:versionId/pdf', {
    schema: {
      tags,
      summary: 'A version of the terms as a PDF: who accepted it when, and its fingerprint',
      params: ZVersionParams,
      response: pdfResponse,
    },
    ...read,
    handler: async (request, reply) => {
      const { id, versionId } = request.params;
      const bytes = await termsDocument({ db, keys, clock, viewer: viewerOf(request), tenancyId: id, versionId });
      return sendPdf(reply, bytes, `tenancy-${id}-terms-${versionId}.pdf`);
    },
  });

  app.get('/api/tenancies/:id/reports/:kind/pdf', {
    schema: { tags, summary: 'The move-in or move-out report as a PDF (the owner and the tenant)', params: ZReportParams, response: pdfResponse },
    ...read,
    handler: async (request, reply) => {
      const { id, kind } = request.params;
      const bytes = await reportDocument({ db, keys, clock, viewer: viewerOf(request), tenancyId: id, kind });
      return sendPdf(reply, bytes, `tenancy-${id}-${kind.replace('_', '-')}-report.pdf`);
    },
  });

  app.get('/api/tenancies/:id/settlement/pdf', {
    schema: { tags, summary: 'The deposit settlement as a PDF (the owner and the tenant)', params: ZTenancyParams, response: pdfResponse },
    ...read,
    handler: async (request, reply) => {
      const { id } = request.params;
      return sendPdf(reply, await settlementDocument({ db, keys, clock, viewer: viewerOf(request), tenancyId: id }), `tenancy-${id}-settlement.pdf`);
    },
  });
};
