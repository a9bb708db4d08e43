// Answers that depend only on what is listed, kept while listings_version stays the same. The
// version moves in the transaction of every write that could change them (migration 0004). An
// answer is stored under the version read before it was computed: finding that version unchanged
// later means no such write committed in between, so the answer is what a fresh query would give
// (docs/performance.md).
import { sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { FreshRead } from '../../db/fresh-read.ts';

/** The version as the database reports it (a bigint, as text). */
export type ListingsVersion = string;

/** The sum of the per-connection counters (migration 0004), as a column of any query. */
export const LISTINGS_VERSION = sql`(select coalesce(sum(version), 0)::text from listings_version)`;

async function queryListingsVersion(db: Db): Promise<ListingsVersion> {
  const result = (await db.execute(sql`select ${LISTINGS_VERSION} as "version"`)) as unknown as { rows: { version: ListingsVersion }[] };
  return result.rows[0].version;
}

const versionReads = new WeakMap<Db, FreshRead<ListingsVersion>>();

/** The version as of a moment after this call: requests asking at once share one query. */
export function readListingsVersion(db: Db): Promise<ListingsVersion> {
  let reads = versionReads.get(db);
  if (!reads) versionReads.set(db, (reads = new FreshRead(() => queryListingsVersion(db))));
  return reads.read();
}

/** An app's listings version: what it may keep answers under. */
export type ListingsVersions = { read(): ListingsVersion | Promise<ListingsVersion> };

/**
 * The change feed's key while it can tell (change-feed.ts): no query at all, and on the embedded
 * database that is always. Otherwise the version read from the database, shared as above. The two
 * never look alike ('n…' against digits), so an answer kept under one is never taken for the other.
 */
export function listingsVersions(db: Db, feed: ChangeFeed): ListingsVersions {
  const reads = new FreshRead(() => queryListingsVersion(db));
  return { read: () => feed.key('listings_changed') ?? reads.read() };
}

/** How much a cache may hold beyond its entry count: `max` in the units `sizeOf` measures. */
export type CacheBudget<T> = { max: number; sizeOf: (value: T) => number };

type Entries<T> = { byKey: Map<string, { version: ListingsVersion; value: T }>; size: number };

/** At most `capacity` answers per database (and at most `budget.max` in size), the oldest forgotten first. */
export class VersionedCache<T> {
  private readonly byDb = new WeakMap<Db, Entries<T>>();
  private readonly runningByDb = new WeakMap<Db, Map<string, { version: ListingsVersion; answer: Promise<T> }>>();

  constructor(
    private readonly capacity: number,
    private readonly budget?: CacheBudget<T>,
  ) {}

  /**
   * The answer kept under `version`, or `compute`'s, then kept. Askers of one key under one version
   * share one computation: after a change, every connection asking at once would otherwise run the
   * same query (with 64 connections, that took most of a 3-second benchmark round).
   */
  async getOrCompute(db: Db, key: string, version: ListingsVersion, compute: () => Promise<T>): Promise<T> {
    const kept = this.get(db, key, version);
    if (kept !== undefined) return kept;
    let running = this.runningByDb.get(db);
    if (!running) this.runningByDb.set(db, (running = new Map<string, { version: ListingsVersion; answer: Promise<T> }>()));
    const shared = running.get(key);
    if (shared?.version === version) return shared.answer;
    const answer = compute();
    running.set(key, { version, answer });
    try {
      const value = await answer;
      this.set(db, key, version, value);
      return value;
    } finally {
      if (running.get(key)?.answer === answer) running.delete(key);
    }
  }

  get(db: Db, key: string, version: ListingsVersion): T | undefined {
    const entry = this.byDb.get(db)?.byKey.get(key);
    return entry?.version === version ? entry.value : undefined;
  }

  set(db: Db, key: string, version: ListingsVersion, value: T): void {
    let entries = this.byDb.get(db);
    if (!entries) this.byDb.set(db, (entries = { byKey: new Map(), size: 0 }));
    this.forget(entries, key);
    entries.byKey.set(key, { version, value });
    entries.size += this.budget?.sizeOf(value) ?? 0;
    const max = this.budget?.max ?? Infinity;
    while (entries.byKey.size > this.capacity || (entries.size > max && entries.byKey.size > 1)) {
      const oldest = entries.byKey.keys().next();
      if (oldest.done) break;
      this.forget(entries, oldest.value);
    }
  }

  private forget(entries: Entries<T>, key: string): void {
    const entry = entries.byKey.get(key);
    if (!entry) return;
    entries.byKey.delete(key);
    entries.size -= this.budget?.sizeOf(entry.value) ?? 0;
  }
}
