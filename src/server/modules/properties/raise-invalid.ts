import type { FastifyRequest } from 'fastify';

/**
 * For routes with `attachValidation`: raises the attached validation error (the error handler
 * answers 400 naming the fields); with `except`, only when it concerns another part of the request.
 * This lets a route answer who may act (401, 403, 404) before what was sent.
 */
export function raiseInvalid(request: FastifyRequest, except?: 'body') {
  const error = request.validationError;
  if (error && error.validationContext !== except) throw error;
}
