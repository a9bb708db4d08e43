// The security headers of every answer, worked out once at start-up. Helmet
// decides them from its options alone, but @fastify/helmet builds a new helmet middleware, parsing
// the Content Security Policy again, on every request: about a third of the trivial route's cost
// (docs/performance.md). So helmet runs once, against a response that only records
// what it sets, and each request gets that record. Strict-Transport-Security goes only on answers
// sent over TLS (directly, or behind a trusted proxy that says so in X-Forwarded-Proto): over
// plain HTTP it means nothing to a browser and would wrongly claim the site is served over HTTPS.
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { HSTS } from './hsts.ts';

/** The headers helmet sets with `options`, as a response would receive them. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => Reflect.deleteProperty(headers, name.toLowerCase()),
  };
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    // helmet calls back with an Error or nothing.
    if (error) throw error as Error;
  });
  return headers;
}

/** Sets the security headers on a request's reply: `options` are helmet's, read once. */
export function securityHeaders(options: HelmetOptions & { strictTransportSecurity: false }): (request: FastifyRequest, reply: FastifyReply) => void {
  const headers = helmetHeaders(options);
  const overTls = { ...headers, 'strict-transport-security': HSTS };
  return (request, reply) => {
    reply.headers(request.protocol === 'https' ? overTls : headers);
  };
}

/** helmet's own way, for the benchmark's server without the piece: its middleware, made once, sets the headers on every answer. */
export function helmetPerRequest(
  options: HelmetOptions & { strictTransportSecurity: false },
): (request: FastifyRequest, reply: FastifyReply) => void {
  const middleware = helmet(options);
  return (request, reply) => {
    middleware(request.raw, reply.raw, () => undefined);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  };
}
