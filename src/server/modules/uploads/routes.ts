import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { ZErrorResponse } from '#shared/contracts/envelope.ts';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, ZImageUploadResponse } from '#shared/contracts/property.ts';
import { AppError } from '#server/http/app-error.ts';
import { readUploadedFile } from '#server/http/read-upload.ts';
import type { UploadSlots } from '#server/http/upload-slots.ts';
import { requireUser } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { acceptImage } from './accept-image.ts';

// Multipart is registered inside this plugin only, so other routes keep refusing multipart bodies.
export const uploadRoutes: FastifyPluginAsyncZod<{ db: Db; store: ObjectStore; uploads: UploadSlots }> = async (app, { db, store, uploads }) => {
  await app.register(multipart, {
    // The file streams through busboy, which stops at fileSize: memory never holds more than 10 MB,
    // and readUpload answers 413 at the first byte over it.
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });

  app.post('/api/upload/image', {
    schema: {
      tags: ['uploads'],
      summary: 'Store a picture (JPEG, PNG, WebP, GIF; max 10 MB) as WebP with a thumbnail',
      description:
        "Needs a bearer token, though the spec's client may send none: pictures are stored only for signed-in people, " +
        'or the store would be free file hosting for anyone (401 without one).',
      consumes: ['multipart/form-data'],
      response: {
        200: ZImageUploadResponse,
        400: ZErrorResponse,
        401: ZErrorResponse,
        413: ZErrorResponse,
        415: ZErrorResponse,
        429: ZErrorResponse,
        503: ZErrorResponse,
      },
    },
    // The guards run before the body is read: an anonymous or over-limit upload stores nothing.
    preHandler: [requireUser(), limitRequests('upload')],
    handler: async (request) => {
      const stored = await uploads.run(1, async () => {
        const { bytes } = await readUploadedFile(request, {
          missing: IMAGE_MESSAGES.notAnImage,
          tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge, { file: IMAGE_MESSAGES.tooLarge }),
        });
        return acceptImage(db, store, bytes);
      });
      const image = { url: stored.url, thumbnailUrl: stored.thumbUrl };
      return { success: true as const, ...image, data: image, message: 'Image uploaded' };
    },
  });
};
