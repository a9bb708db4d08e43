// Pictures for a tenancy's reports and repairs. Multipart is registered inside this plugin only, so
// every other route keeps refusing multipart bodies.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '#shared/contracts/property.ts';
import { ZTenancyPhotoResponse } from '#shared/contracts/tenancy.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { readUploadedFile } from '#server/http/read-upload.ts';
import type { UploadSlots } from '#server/http/upload-slots.ts';
import { viewerOf } from '#server/plugins/authenticate.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { ok, readErrors, tags, tenancyWrite, ZTenancyParams } from './route-parts.ts';
import { uploadTenancyPhoto } from './upload-photo.ts';

export const tenancyPhotoRoutes: FastifyPluginAsyncZod<{ db: Db; store: ObjectStore; uploads: UploadSlots }> = async (
  app,
  { db, store, uploads },
) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 } });
  const clock = app.clock;

  app.post('/api/tenancies/:id/photos', {
    schema: {
      tags,
      summary: "Upload a picture for this tenancy's reports and repairs (JPEG, PNG, WebP, GIF; max 10 MB)",
      consumes: ['multipart/form-data'],
      params: ZTenancyParams,
      response: {
        201: ZEnvelope(ZTenancyPhotoResponse),
        ...readErrors,
        413: ZErrorResponse,
        415: ZErrorResponse,
        429: ZErrorResponse,
        503: ZErrorResponse,
      },
    },
    // The guards and the access check run before the body is read: a stranger's upload stores nothing.
    ...tenancyWrite(db),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const photo = await uploads.run(1, async () => {
        const { bytes } = await readUploadedFile(request, {
          missing: IMAGE_MESSAGES.notAnImage,
          tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge, { file: IMAGE_MESSAGES.tooLarge }),
        });
        return uploadTenancyPhoto({ db, store, clock, viewer, tenancyId: request.params.id, bytes });
      });
      return reply.status(201).send(ok(photo, 'Photo uploaded'));
    },
  });
};
