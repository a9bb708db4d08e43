// Makes the request limiter (http/request-limits.ts) available to every route as a guard, so each
// limited route names its limit in one line and all of them count through one store.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimitedError, type RequestLimiter, type RequestLimitName } from '../http/request-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requestLimiter: RequestLimiter;
  }
}

export const requestLimitsPlugin = fp(async (app: FastifyInstance, opts: { limiter: RequestLimiter }) => {
  app.decorate('requestLimiter', opts.limiter);
});

async function countRequest(app: FastifyInstance, name: RequestLimitName, per: 'user' | 'address', request: FastifyRequest, reply: FastifyReply) {
  const subject = per === 'user' && request.viewer ? `user:${request.viewer.id}` : `address:${request.ip}`;
  try {
    await app.requestLimiter.consume(name, subject);
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * Route guard counting one request against `name`: per signed-in user (place it after requireUser),
 * or per client address for requests made before there is an account (registration).
 */
export function limitRequests(name: RequestLimitName, per: 'user' | 'address' = 'user'): preHandlerHookHandler {
  return async function guard(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    await countRequest(this, name, per, request, reply);
  };
}

/** The same guard for all of a plugin's writes (after its requireUser hook): reads are not counted. */
export function limitWrites(name: RequestLimitName): preHandlerHookHandler {
  return async function writeGuard(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    await countRequest(this, name, 'user', request, reply);
  };
}
