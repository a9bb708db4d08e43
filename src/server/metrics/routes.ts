// GET /metrics in Prometheus' text format, for an operator: only with METRICS_TOKEN as a bearer
// token, and not there at all (404) when it is unset; prom-client is not even loaded then.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { notFound, unauthorized } from '#server/http/app-error.ts';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Compared in constant time, as digests of equal length whatever was sent. */
function hasToken(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return crypto.timingSafeEqual(digest(sent), expected);
}

export const metricsPlugin = fp(async (app: FastifyInstance, { database, token }: { database: Database; token?: string }) => {
  const expected = token === undefined ? null : digest(token);
  const scrape = expected ? (await import('./registry.ts')).startMetrics(app, database, app.clock) : null;
  app.get('/metrics', {
    schema: { hide: true },
    handler: async (request, reply) => {
      if (!expected || !scrape) throw notFound();
      if (!hasToken(request, expected)) throw unauthorized('Send the metrics token as a bearer token');
      const { contentType, text } = await scrape();
      return reply.type(contentType).send(text);
    },
  });
});
