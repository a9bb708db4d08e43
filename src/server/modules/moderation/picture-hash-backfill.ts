// Hashing every listing picture that has no hashes yet (those posted before the hashes existed, or
// before their kind changed, or put in by the demo's seed): an outbox job each process asks for when
// it starts, unless one is waiting, that takes the pictures in batches. Each picture is kept as it is
// hashed, so a job stopped by a restart goes on from where it stopped; admins see how far it has come.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import type { JobHandler } from '#server/jobs/registry.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { hashStoredPicture } from './picture-hashes.ts';

export const PICTURE_HASH_BACKFILL_JOB = 'picture-hash-backfill';
const BATCH = 20;

/** Asks once per process start; with nothing left to hash, the job ends at its first query. */
export function scheduleHashBackfill(db: Db): () => Promise<void> {
  let asked = false;
  return async () => {
    if (asked) return;
    await db.execute(
      sql`insert into outbox (kind, payload) select ${PICTURE_HASH_BACKFILL_JOB}, '{}'::jsonb
        where not exists (select 1 from outbox where kind = ${PICTURE_HASH_BACKFILL_JOB} and done_at is null and failed_at is null)`,
    );
    asked = true;
  };
}

const unhashed = (db: Db, limit: number) =>
  rowsOf<{ url: string }>(
    db,
    sql`select distinct i.url from property_images i
      where not exists (select 1 from hashed_pictures h where h.url = i.url)
      order by i.url limit ${limit}`,
  );

export type HashingProgress = { hashed: number; waiting: number };

/** How many listing pictures have their hashes, and how many wait for them. */
export async function hashingProgress(db: Db): Promise<HashingProgress> {
  const [row] = await rowsOf<HashingProgress>(
    db,
    sql`select count(*) filter (where h.url is not null)::int as "hashed", count(*) filter (where h.url is null)::int as "waiting"
      from (select distinct url from property_images) i left join hashed_pictures h on h.url = i.url`,
  );
  return row ?? { hashed: 0, waiting: 0 };
}

export function hashBackfillHandler({ db, store }: { db: Db; store: ObjectStore }): JobHandler {
  return async (_job, stopping) => {
    for (;;) {
      const batch = await unhashed(db, BATCH);
      for (const { url } of batch) {
        if (stopping.aborted) throw new Error('The picture hash backfill stopped with the server; it goes on when tried again');
        await hashStoredPicture(db, store, url);
      }
      if (batch.length < BATCH) return;
    }
  };
}
