// A multipart body is split at its boundary; without one busboy cannot start and threw a 500.
// Checked before the body is read, after who may upload is settled.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './app-error.ts';

export const NO_BOUNDARY = 'The upload is not valid multipart form data (no boundary)';

export function assertMultipartBoundary(request: FastifyRequest) {
  const contentType = request.headers['content-type'] ?? '';
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) throw badRequest(NO_BOUNDARY, { file: NO_BOUNDARY });
}
