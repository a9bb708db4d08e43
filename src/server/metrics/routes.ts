// GET /metrics in Prometheus' text format, for an operator: only with METRICS_TOKEN as a bearer
// token, and not there at all (404) when it is unset. Requests are measured only then too: each
// measurement is a hook on every request.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry } from 'prom-client';
import type { Database } from '#server/db/client.ts';
import { notFound, unauthorized } from '#server/http/app-error.ts';
import { processMetrics } from './process-metrics.ts';
import { registerScrapeGauges } from './scrape-gauges.ts';

/** Seconds: most answers are kept ones (a millisecond or two); a slow search or upload takes seconds. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Compared in constant time, as digests of equal length whatever was sent. */
function hasToken(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return crypto.timingSafeEqual(digest(sent), expected);
}

function measureRequests(app: FastifyInstance, registry: Registry): void {
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class (its count is the request rate)',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Answers with a 4xx or 5xx status, by status class and route pattern',
    labelNames: ['status_class', 'route'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    // The pattern, never the raw URL: one series per route, whatever ids and queries are sent.
    const route = request.routeOptions.url ?? 'unmatched';
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    durations.observe({ method: request.method, route, status_class: statusClass }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 400) errors.inc({ status_class: statusClass, route });
    done();
  });
}

export const metricsPlugin = fp(async (app: FastifyInstance, { database, token }: { database: Database; token?: string }) => {
  const expected = token === undefined ? null : digest(token);
  const registry = new Registry();
  const startScrape = expected ? registerScrapeGauges(registry, database, app.clock) : () => undefined;
  if (expected) measureRequests(app, registry);
  app.get('/metrics', {
    schema: { hide: true },
    handler: async (request, reply) => {
      if (!expected) throw notFound();
      if (!hasToken(request, expected)) throw unauthorized('Send the metrics token as a bearer token');
      startScrape();
      const both = Registry.merge([processMetrics, registry]);
      return reply.type(both.contentType).send(await both.metrics());
    },
  });
});
