// Deal documents: the buyer uploads (multipart `file`, or the spec's JSON { docUrl } for a file
// this server already stored), the deal's people download. See document-store.ts for where they live.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDealDocument, ZUploadDocumentJsonRequest } from '#shared/contracts/deal.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { DEAL_MESSAGES, MAX_DOCUMENT_BYTES } from '#shared/deal-stages.ts';
import type { Db } from '#server/db/client.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import { parseBody } from '#server/http/authorize-first.ts';
import { readUploadedFile } from '#server/http/read-upload.ts';
import type { UploadSlots } from '#server/http/upload-slots.ts';
import { ZRecordId } from '#server/http/record-id.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { acceptDocument, attachmentHeader } from './accept-document.ts';
import { findVisibleDeal } from './access.ts';
import { createDocumentStore } from './document-store.ts';
import { presentDocument } from './present.ts';
import { findDealDocument } from './queries.ts';
import { ZDealIdParams } from './route-schemas.ts';
import { assertBuyer, attachStoredDocument, uploadDocument } from './upload-document.ts';

const tags = ['deals'];

export const dealDocumentRoutes: FastifyPluginAsyncZod<{ db: Db; objects: ObjectStore; uploads: UploadSlots }> = async (
  app,
  { db, objects, uploads },
) => {
  const store = createDocumentStore(db, objects);
  // Multipart only in this plugin's scope; busboy stops keeping bytes at the size limit.
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
  app.addHook('preHandler', requireUser());

  app.post('/api/deals/:id/upload-document', {
    schema: {
      tags,
      summary: 'The buyer adds a document (PDF, DOC, DOCX up to 10 MB) as multipart `file`; or JSON { docUrl } of one already stored on this deal',
      consumes: ['multipart/form-data', 'application/json'],
      params: ZDealIdParams,
      response: {
        200: ZEnvelope(ZDealDocument),
        201: ZEnvelope(ZDealDocument),
        400: ZErrorResponse,
        401: ZErrorResponse,
        403: ZErrorResponse,
        404: ZErrorResponse,
        413: ZErrorResponse,
        415: ZErrorResponse,
        429: ZErrorResponse,
        503: ZErrorResponse,
      },
    },
    // Images and documents share one upload allowance per person.
    preHandler: limitRequests('upload'),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const dealId = request.params.id;
      // Who may upload is settled before a byte of the file is read.
      assertBuyer(viewer, (await findVisibleDeal(db, viewer, dealId)).deal);
      if (!request.isMultipart()) {
        const { docUrl } = parseBody(ZUploadDocumentJsonRequest, request.body);
        const document = await attachStoredDocument({ db, store, viewer, dealId, docUrl });
        return { success: true as const, data: presentDocument(document), message: DEAL_MESSAGES.documentUploaded };
      }
      const document = await uploads.run(1, async () => {
        const { bytes, filename } = await readUploadedFile(request, {
          missing: DEAL_MESSAGES.selectFile,
          tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', DEAL_MESSAGES.fileTooLarge, { file: DEAL_MESSAGES.fileTooLarge }),
        });
        const accepted = await acceptDocument(bytes);
        return uploadDocument({ db, store, viewer, dealId, ...accepted, clientName: filename });
      });
      return reply.status(201).send({ success: true, data: presentDocument(document), message: DEAL_MESSAGES.documentUploaded });
    },
  });

  app.get('/api/deals/:id/documents/:docId', {
    schema: {
      tags,
      summary: "Download a deal document (the deal's buyer, seller, agent and admins)",
      params: ZDealIdParams.extend({ docId: ZRecordId }),
      response: {
        200: z.unknown().describe('The file itself (Content-Disposition: attachment)'),
        400: ZErrorResponse,
        401: ZErrorResponse,
        404: ZErrorResponse,
      },
    },
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const { id, docId } = request.params;
      await findVisibleDeal(db, viewer, id);
      const document = await findDealDocument(db, id, docId);
      const file = document ? await store.open(document.storageKey) : null;
      if (!document || !file) throw notFound(DEAL_MESSAGES.unknownDocument);
      return reply
        .header('Content-Type', document.contentType)
        .header('Content-Disposition', attachmentHeader(document.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file);
    },
  });
};
