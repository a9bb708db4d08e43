// Route helpers shared by the deal routes. Bodies are parsed in the handler, after the
// permission checks, so a caller learns who may act (401, 403, 404) before what was sent, and
// the spec's own messages come through unprefixed (the stage update's, for one).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_ID } from '../../../shared/contracts/property.ts';
import { badRequest } from '../../http/app-error.ts';
import { installJsonParser } from '../../http/json-body.ts';

export const ZRecordId = z.coerce.number({ error: 'Must be a number' }).int('Must be a whole number').positive('Must be positive').max(MAX_ID, 'Not found');

/** Raises a validation error for anything but the body (params, query), which the error handler turns into a 400. */
export function raiseInvalidExceptBody(request: FastifyRequest) {
  const error = request.validationError;
  if (error && error.validationContext !== 'body') throw error;
}

/** Parses a body; on failure a 400 whose message is the first issue's own text, with every field's. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid request', errors);
}

/**
 * The spec's client posts some actions with a JSON content type and no body at all; in these
 * routes' scope an empty JSON body means "nothing sent" rather than a 400.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  // The app's measured parser (json-body.ts), keeping its depth and key limits.
  installJsonParser(app, { allowEmpty: true });
}
