// The security headers of every answer, as helmet sets them. Strict-Transport-Security goes only on
// answers sent over TLS (directly, or behind a trusted proxy that says so in X-Forwarded-Proto): over
// plain HTTP it means nothing to a browser and would wrongly claim the site is served over HTTPS.
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isOn } from '../speed-pieces.ts';
import { HSTS } from './hsts.ts';

type Middleware = ReturnType<typeof helmet>;

const throwIfFailed = (error?: unknown) => {
  // helmet calls back with an Error or nothing.
  if (error) throw error as Error;
};

/**
 * The headers `middleware` sets, as a response would receive them. Helmet's headers depend on its
 * options alone, and its middleware sets each on the raw response, where Node checks every name and
 * value again on every request.
 */
export function recordedHeaders(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => Reflect.deleteProperty(headers, name.toLowerCase()),
  };
  middleware({} as never, recorder as never, throwIfFailed);
  return headers;
}

/** Sets the security headers on a request's reply: `options` are helmet's. */
export function securityHeaders(options: HelmetOptions & { strictTransportSecurity: false }): (request: FastifyRequest, reply: FastifyReply) => void {
  const middleware = helmet(options);
  if (!isOn('recorded-headers')) {
    return (request, reply) => {
      middleware(request.raw, reply.raw, throwIfFailed);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    };
  }
  const headers = recordedHeaders(middleware);
  const overTls = { ...headers, 'strict-transport-security': HSTS };
  return (request, reply) => {
    reply.headers(request.protocol === 'https' ? overTls : headers);
  };
}
