// Figures counted where they happen (a cache answering, a job failing, a backup written), as plain
// numbers: counting costs microseconds on the hot path, and prom-client (about 10 MB) is loaded only
// when an operator turns /metrics on (metrics/registry.ts reads these when Prometheus asks).
import type { CacheName } from '#server/db/caches.ts';

export const cacheLookups = new Map<CacheName, { hit: number; miss: number }>();
export const jobFailures = new Map<string, number>();
export const backups = { lastSuccessAt: null as Date | null };

/** Counted where a cache answers: one lookup, one count. */
export function countCacheLookup(cache: CacheName, isHit: boolean): void {
  let counts = cacheLookups.get(cache);
  if (!counts) cacheLookups.set(cache, (counts = { hit: 0, miss: 0 }));
  if (isHit) counts.hit += 1;
  else counts.miss += 1;
}

export function countJobFailure(kind: string): void {
  jobFailures.set(kind, (jobFailures.get(kind) ?? 0) + 1);
}
