// "Download my data": ask for an export, see one's exports, download one (its own person only,
// with the bearer token, until it expires).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { ZDataExport } from '#shared/contracts/privacy.ts';
import { indiaDateOf } from '#shared/india-date.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/http/app-error.ts';
import { ZRecordId } from '#server/http/record-id.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { EXPORT_NOT_FOUND, findDownload, listExports, requestExport } from './request-export.ts';

const tags = ['account'];

export const dataExportRoutes: FastifyPluginAsyncZod<{ db: Db; store: ObjectStore }> = async (app, { db, store }) => {
  app.addHook('preHandler', requireUser());

  app.post('/api/account/data-exports', {
    schema: {
      tags,
      summary:
        "Ask for a copy of one's data (a zip of JSON and one's own files), made in the background; the email and the bell say when it is ready. While one is being made, answers that one (200)",
      response: { 200: ZEnvelope(ZDataExport), 202: ZEnvelope(ZDataExport), 401: ZErrorResponse, 429: ZErrorResponse },
    },
    preHandler: limitRequests('data-export'),
    handler: async (request, reply) => {
      const { export: made, isNew } = await requestExport(db, app.clock, viewerOf(request));
      return reply.status(isNew ? 202 : 200).send({
        success: true,
        data: made,
        message: isNew ? 'We are preparing your data: you will get an email when it is ready' : 'Your data is already being prepared',
      });
    },
  });

  app.get('/api/account/data-exports', {
    schema: {
      tags,
      summary: "The signed-in person's latest exports, newest first, with their download while it works",
      response: { 200: ZEnvelope(z.array(ZDataExport)), 401: ZErrorResponse },
    },
    handler: async (request) => ({ success: true as const, data: await listExports(db, app.clock, viewerOf(request)) }),
  });

  app.get('/api/account/data-exports/:id/download', {
    schema: {
      tags,
      summary: "The export's zip: only to the person it belongs to (anyone else: 404), until it expires (410)",
      params: z.object({ id: ZRecordId }),
      response: {
        200: z.unknown().describe('The zip itself (Content-Disposition: attachment)'),
        400: ZErrorResponse,
        401: ZErrorResponse,
        404: ZErrorResponse,
        409: ZErrorResponse,
        410: ZErrorResponse,
      },
    },
    handler: async (request, reply) => {
      const { key, readyAt } = await findDownload(db, app.clock, viewerOf(request), request.params.id);
      const file = await store.stream(key);
      if (!file) throw notFound(EXPORT_NOT_FOUND);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="gruha-data-${indiaDateOf(readyAt)}.zip"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file);
    },
  });
};
