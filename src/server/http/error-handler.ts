// Maps every failure to the envelope with the right status; internals of a 5xx never leave.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isInvalidText } from '../db/invalid-text.ts';
import { AppError } from './app-error.ts';
import { RateLimitedError } from './request-limits.ts';
import { ServerBusyError } from './work-gate.ts';

type Validation = { instancePath?: string; message?: string; params?: Record<string, unknown> };

function fieldErrors(validation: Validation[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'body';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

const fastifyCodes: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'Invalid content length' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'File too large (max 10MB)' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Expected a multipart upload' },
};

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Every 429, and a 503 of a server busy with heavy work, says when to come back.
      if (error instanceof RateLimitedError || error instanceof ServerBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({
        success: false,
        code: error.code,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation as Validation[]);
      const first = Object.entries(errors)[0];
      return reply.status(400).send({
        success: false,
        code: 'VALIDATION',
        message: first ? `${first[0]}: ${first[1]}` : 'Invalid request',
        errors,
      });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(known.status).send({ success: false, code: known.code, message: known.message });
    if (isInvalidText(error)) {
      return reply.status(400).send({ success: false, code: 'BAD_REQUEST', message: 'Text may not contain NUL or other invalid characters' });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ success: false, code: 'RATE_LIMITED', message: error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ success: false, code: 'BAD_REQUEST', message: error.message });
    }
    // The client went away while sending its body (a tab closed during an upload): not the server's
    // fault, and logged as an error it would hide real ones.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.info({ err: error }, 'request body cut off by the client');
      return reply.status(400).send({ success: false, code: 'BAD_REQUEST', message: 'The request ended before its body was complete' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
  });
}
