// Counts kept by this process for /metrics (metrics/routes.ts): what code deep in the server counts
// where it happens (a cache answering, a job failing), plus Node's own figures (memory, event loop).
// One registry per process, as the figures are per process; the app adds what it reads at scrape time.
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';
import type { CacheName } from '#server/db/caches.ts';

export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

// Plain numbers on the hot path (a kept answer costs microseconds; a labelled inc hashes its labels),
// turned into the counter's series when Prometheus asks.
const lookups = new Map<CacheName, { hit: number; miss: number }>();

new Counter({
  name: 'gruha_cache_lookups_total',
  help: 'Answers asked of an in-process cache (db/caches.ts), by cache and whether one was kept',
  labelNames: ['cache', 'result'] as const,
  registers: [processMetrics],
  collect() {
    this.reset();
    for (const [cache, { hit, miss }] of lookups) {
      this.inc({ cache, result: 'hit' }, hit);
      this.inc({ cache, result: 'miss' }, miss);
    }
  },
});

/** Counted where a cache answers: one lookup, one count. */
export function countCacheLookup(cache: CacheName, isHit: boolean): void {
  let counts = lookups.get(cache);
  if (!counts) lookups.set(cache, (counts = { hit: 0, miss: 0 }));
  if (isHit) counts.hit += 1;
  else counts.miss += 1;
}

const jobFailures = new Counter({
  name: 'gruha_job_failures_total',
  help: 'Outbox jobs that failed a try, by kind (each is tried again until it is given up)',
  labelNames: ['kind'] as const,
  registers: [processMetrics],
});

export function countJobFailure(kind: string): void {
  jobFailures.inc({ kind });
}
