// Removing files after the write that orphaned them has committed (a deleted listing's pictures, an
// edit's replaced ones). The write queues the keys in file_deletions in its own transaction, so the
// job survives a crash; this worker runs the queue right after such a commit, at start-up and every
// minute, and retries a failed removal with growing pauses. Several instances may run it at once:
// each job row is taken with SKIP LOCKED. Pictures are stored once by content, so a file another
// listing (or a deal, or a tenancy) still uses is kept and only its job is done.
import { asc, eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { dealDocuments, fileDeletions, propertyImages, storedFiles } from '../db/schema.ts';
import { tenancyPhotos } from '../db/schema-tenancies.ts';
import { publicPathOf, type ObjectStore } from './object-store.ts';
import { lockKeys } from './stored-files.ts';

const BATCH = 50;
const SWEEP_MS = 60_000;
const MAX_PAUSE_SECONDS = 3600;

async function isReferenced(tx: Db, key: string): Promise<boolean> {
  const path = publicPathOf(key);
  const [image] = await tx
    .select({ id: propertyImages.id })
    .from(propertyImages)
    .where(or(eq(propertyImages.url, path), eq(propertyImages.thumbUrl, path)))
    .limit(1);
  if (image) return true;
  const [photo] = await tx
    .select({ url: tenancyPhotos.url })
    .from(tenancyPhotos)
    .where(or(eq(tenancyPhotos.url, path), eq(tenancyPhotos.thumbUrl, path)))
    .limit(1);
  if (photo) return true;
  const [document] = await tx
    .select({ id: dealDocuments.id })
    .from(dealDocuments)
    .where(eq(sql`'documents/' || ${dealDocuments.storageKey}`, key))
    .limit(1);
  return Boolean(document);
}

export type FileDeletions = {
  /** Runs the due jobs soon (after a commit that queued some); calls made meanwhile share one run. */
  kick(): void;
  /** Runs every due job now; resolves when they are done or rescheduled. */
  runDue(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

export function createFileDeletions(db: Db, store: ObjectStore, log: FastifyBaseLogger): FileDeletions {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function runJob(id: number, key: string) {
    try {
      await db.transaction(async (tx) => {
        await lockKeys(tx, [key]);
        const [job] = await tx
          .select({ id: fileDeletions.id })
          .from(fileDeletions)
          .where(eq(fileDeletions.id, id))
          .for('update', { skipLocked: true });
        if (!job) return;
        if (!(await isReferenced(tx, key))) {
          await store.delete(key);
          await tx.delete(storedFiles).where(eq(storedFiles.key, key));
        }
        await tx.delete(fileDeletions).where(eq(fileDeletions.id, id));
      });
    } catch (error) {
      log.warn({ err: error, key }, 'removing a stored file failed; it will be retried');
      await db
        .update(fileDeletions)
        .set({
          attempts: sql`${fileDeletions.attempts} + 1`,
          runAfter: sql`now() + least(power(2, ${fileDeletions.attempts}) * 5, ${MAX_PAUSE_SECONDS}) * interval '1 second'`,
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where(eq(fileDeletions.id, id))
        .catch(() => {});
    }
  }

  async function drain() {
    for (;;) {
      const due = await db
        .select({ id: fileDeletions.id, key: fileDeletions.key })
        .from(fileDeletions)
        .where(lte(fileDeletions.runAfter, sql`now()`))
        .orderBy(asc(fileDeletions.id))
        .limit(BATCH);
      for (const job of due) await runJob(job.id, job.key);
      if (due.length < BATCH) return;
    }
  }

  async function runDue(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drain().catch((error: unknown) => log.warn({ err: error }, 'the file deletion queue could not be read'));
        // runDue() sets it while drain() runs.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      } while (again);
    })().finally(() => (running = null));
    return running;
  }

  return {
    kick: () => void runDue(),
    runDue,
    start() {
      void runDue();
      timer = setInterval(() => void runDue(), SWEEP_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
