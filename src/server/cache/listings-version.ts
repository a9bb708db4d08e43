// Answers that depend only on what is listed, kept while listings_version stays the same. The
// version moves in the transaction of every write that could change them (migration 0004). An
// answer is stored under the version read before it was computed: finding that version unchanged
// later means no such write committed in between, so the answer is what a fresh query would give.
import { sql } from 'drizzle-orm';
import type { CacheName } from '#server/db/caches.ts';
import type { Channel, ChangeFeed } from '#server/db/change-feed.ts';
import type { Db } from '#server/db/client.ts';
import { FreshRead } from '#server/db/fresh-read.ts';
import { countCacheLookup } from '#server/metrics/process-metrics.ts';
import { rowsOf, firstRow } from '#server/db/rows.ts';
import { todayBy, type Clock } from '#server/time/clock.ts';
import type { KeptBytes } from './kept-bytes.ts';
import { leastUsed, markUsed, nextStamp, type Placed, type UseStamp } from './use-stamps.ts';

/**
 * What answers about listings are kept under: the listings' version as the database reports it (a
 * bigint, as text) and the India date it was read on, as `version@YYYY-MM-DD`. Some answers are
 * about today (Ready to Move, "confirmed within N days", "confirmed 3 days ago"): a new day makes
 * every kept answer stale, as a write does, with nothing written.
 */
export type ListingsVersion = string;

/** The India date a version was read on: answers kept under it are answers for that day. */
export const dayOfVersion = (version: ListingsVersion): string => version.slice(version.lastIndexOf('@') + 1);

/** The sum of the per-connection counters (migration 0004), as a column of any query. */
export const LISTINGS_VERSION = sql`(select coalesce(sum(version), 0)::text from listings_version)`;

async function queryListingsVersion(db: Db): Promise<ListingsVersion> {
  const row = firstRow(await rowsOf<{ version: ListingsVersion }>(db, sql`select ${LISTINGS_VERSION} as "version"`));
  return row.version;
}

/** The channel the listings caches key on: their entries in CACHES (db/caches.ts) name it alone. */
export const LISTINGS_CHANNEL = 'listings_changed' satisfies Channel;

/** An app's listings version: what it may keep answers under. */
export type ListingsVersions = { read(): ListingsVersion | Promise<ListingsVersion> };

/**
 * The change feed's key while it can tell (change-feed.ts): no query at all, and on the embedded
 * database that is always. Otherwise the version read from the database, shared as above. The two
 * never look alike ('n…' against digits), so an answer kept under one is never taken for the other.
 */
export function listingsVersions(db: Db, feed: ChangeFeed, clock: Clock): ListingsVersions {
  const reads = new FreshRead(() => queryListingsVersion(db));
  return {
    read: () => {
      const today = todayBy(clock);
      const known = feed.key(LISTINGS_CHANNEL);
      return known !== undefined ? `${known}@${today}` : reads.read().then((version) => `${version}@${today}`);
    },
  };
}

/**
 * How much a cache may hold beyond its entry count: `max` in the units `sizeOf` measures, bytes when
 * it also counts against `shared`, the app's total for every kept answer (kept-bytes.ts).
 */
export type CacheBudget<T> = { max: number; sizeOf: (value: T) => number; shared?: KeptBytes };

type Entry<T> = { version: ListingsVersion; value: T } & UseStamp & Placed;

/**
 * At most `capacity` answers (and at most `budget.max` in size, and within the shared total), one not
 * used for longest forgotten first (use-stamps.ts). Each cache belongs to one app (kept-listings.ts),
 * so to one database.
 */
export class VersionedCache<T> {
  /** In the order the answers took their place (use-stamps.ts). */
  private readonly byKey = new Map<string, Entry<T>>();
  private size = 0;
  private readonly running = new Map<string, { version: ListingsVersion; answer: Promise<T> }>();

  constructor(
    /** Its entry in CACHES (db/caches.ts), which declares what its answers depend on. */
    readonly name: CacheName,
    private readonly capacity: number,
    private readonly budget?: CacheBudget<T>,
  ) {}

  /**
   * The answer kept under `version`, or `compute`'s, then kept. Askers of one key under one version
   * share one computation: after a change, every connection asking at once would otherwise run the
   * same query (with 64 connections, that took most of a 3-second benchmark round). A caller that
   * can use an answer at once asks `get` first: this always answers with a promise.
   */
  getOrCompute(key: string, version: ListingsVersion, compute: () => Promise<T>): Promise<T> {
    const kept = this.get(key, version);
    if (kept !== undefined) return Promise.resolve(kept);
    return this.computeMissing(key, version, compute);
  }

  /** For a caller that asked `get` and found nothing: `compute`'s answer, shared and kept (not counted again). */
  computeMissing(key: string, version: ListingsVersion, compute: () => Promise<T>): Promise<T> {
    const shared = this.running.get(key);
    if (shared?.version === version) return shared.answer;
    return this.computeShared(key, version, compute);
  }

  private async computeShared(key: string, version: ListingsVersion, compute: () => Promise<T>): Promise<T> {
    const answer = compute();
    this.running.set(key, { version, answer });
    try {
      const value = await answer;
      this.set(key, version, value);
      return value;
    } finally {
      if (this.running.get(key)?.answer === answer) this.running.delete(key);
    }
  }

  /** The answer kept under `version`: the one place this cache answers, so the one place it counts (/metrics). */
  get(key: string, version: ListingsVersion): T | undefined {
    const entry = this.byKey.get(key);
    const isHit = entry?.version === version;
    countCacheLookup(this.name, isHit);
    if (!isHit) return undefined;
    markUsed(entry);
    return entry.value;
  }

  /** Whether an answer is kept, for a caller deciding how to ask: not an answer, so not counted. */
  has(key: string, version: ListingsVersion): boolean {
    return this.byKey.get(key)?.version === version;
  }

  set(key: string, version: ListingsVersion, value: T): void {
    this.forget(key);
    const now = nextStamp();
    const entry: Entry<T> = { version, value, usedAt: now, placedAt: now };
    const size = this.budget?.sizeOf(value) ?? 0;
    this.byKey.set(key, entry);
    this.size += size;
    this.budget?.shared?.count(entry, size, () => {
      if (this.byKey.get(key) === entry) this.forget(key);
    });
    const max = this.budget?.max ?? Infinity;
    while (this.byKey.size > this.capacity || (this.size > max && this.byKey.size > 1)) {
      const unused = leastUsed(this.byKey, (_, kept) => kept.usedAt, key);
      if (unused === undefined) break;
      this.forget(unused);
    }
  }

  private forget(key: string): void {
    const entry = this.byKey.get(key);
    if (!entry) return;
    this.byKey.delete(key);
    this.size -= this.budget?.sizeOf(entry.value) ?? 0;
    this.budget?.shared?.release(entry);
  }
}
