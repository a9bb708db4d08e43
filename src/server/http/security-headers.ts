// The security headers of every answer, as helmet's middleware sets them; it is made once, at
// start-up. Strict-Transport-Security goes only on answers sent over TLS (directly, or behind a
// trusted proxy that says so in X-Forwarded-Proto): over plain HTTP it means nothing to a browser and
// would wrongly claim the site is served over HTTPS.
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { HSTS } from './hsts.ts';

/** Sets the security headers on a request's reply: `options` are helmet's. */
export function securityHeaders(options: HelmetOptions & { strictTransportSecurity: false }): (request: FastifyRequest, reply: FastifyReply) => void {
  const middleware = helmet(options);
  return (request, reply) => {
    middleware(request.raw, reply.raw, (error?: unknown) => {
      // helmet calls back with an Error or nothing.
      if (error) throw error as Error;
    });
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  };
}
