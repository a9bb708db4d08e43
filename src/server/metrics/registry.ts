// The Prometheus registry behind /metrics, built only when METRICS_TOKEN is set: Node's own figures
// (memory, event loop), the counts kept in process-metrics.ts, the gauges read at scrape time, and
// request rate and latency (a hook on every request, so only then too).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/time/clock.ts';
import { backups, cacheLookups, jobFailures } from './process-metrics.ts';
import { registerScrapeGauges } from './scrape-gauges.ts';

/** Seconds: most answers are kept ones (a millisecond or two); a slow search or upload takes seconds. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function registerCounts(registry: Registry): void {
  new Counter({
    name: 'gruha_cache_lookups_total',
    help: 'Answers asked of an in-process cache (db/caches.ts), by cache and whether one was kept',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, { hit, miss }] of cacheLookups) {
        this.inc({ cache, result: 'hit' }, hit);
        this.inc({ cache, result: 'miss' }, miss);
      }
    },
  });
  new Counter({
    name: 'gruha_job_failures_total',
    help: 'Outbox jobs that failed a try, by kind (each is tried again until it is given up)',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [kind, count] of jobFailures) this.inc({ kind }, count);
    },
  });
  new Gauge({
    name: 'gruha_backup_last_success_timestamp_seconds',
    help: 'When the last scheduled backup was completed (Unix time)',
    registers: [registry],
    collect() {
      if (backups.lastSuccessAt) this.set(backups.lastSuccessAt.getTime() / 1000);
    },
  });
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

/** Starts measuring; the function returned answers a scrape: the content type and the text. */
export function startMetrics(app: FastifyInstance, database: Database, clock: Clock) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerCounts(registry);
  const startScrape = registerScrapeGauges(registry, database, clock);
  measureRequests(app, registry);
  return async () => {
    startScrape();
    return { contentType: registry.contentType, text: await registry.metrics() };
  };
}
