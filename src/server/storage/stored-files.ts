// Writing files together with the rows that use them. A file and its stored_files row (its sha256)
// belong together: the rows commit only once every object is written, and an object this write
// created is removed again when the rows do not commit, so a failed write leaves no file behind.
// Writers and the deletion job take a transaction lock per key, so a picture being attached to a
// listing is never removed underneath it (file-deletions.ts).
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fileDeletions, storedFiles } from '../db/schema.ts';
import type { ObjectStore } from './object-store.ts';

export type NewFile = { key: string; bytes: Buffer; contentType: string };

/** Holds each key until the transaction ends (sorted, so two writers never wait on each other in a circle). */
export async function lockKeys(tx: Db, keys: string[]) {
  for (const key of [...new Set(keys)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Which of the keys have a stored_files row, inside a transaction that holds their locks. */
export async function recordedKeys(tx: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, keys));
  return new Set(rows.map((row) => row.key));
}

/**
 * How long a picture a listing let go (deleted, or dropped by an edit) stays before removal: edits
 * composed while it was attached (an edit dialog still open, concurrent edits waiting on the listing's
 * lock) may attach it again, and the job keeps any file a listing shows by then.
 */
export const RELEASED_FILE_GRACE_SECONDS = 600;

/**
 * Queues files for removal once this transaction commits (file-deletions.ts does it), at once or
 * after `graceSeconds`.
 */
export async function queueDeletions(tx: Db, keys: string[], graceSeconds = 0) {
  if (keys.length === 0) return;
  const runAfter = sql`now() + ${graceSeconds} * interval '1 second'`;
  await tx.insert(fileDeletions).values([...new Set(keys)].map((key) => ({ key, runAfter })));
}

/**
 * Writes the files and their checksum rows, then `withRows` in the same transaction. Content-named
 * files may already exist (the same picture uploaded twice): those are rewritten but never removed.
 */
export async function writeFiles<T>(db: Db, store: ObjectStore, files: NewFile[], withRows: (tx: Db) => Promise<T>): Promise<T> {
  const created: string[] = [];
  const removeCreated = () => Promise.all(created.map((key) => store.delete(key)));
  try {
    return await db.transaction(async (tx) => {
      await lockKeys(
        tx,
        files.map((file) => file.key),
      );
      try {
        for (const file of files) {
          const existed = await store.exists(file.key);
          const { sha256, sizeBytes } = await store.put(file.key, file.bytes, file.contentType);
          if (!existed) created.push(file.key);
          await tx
            .insert(storedFiles)
            .values({ key: file.key, sha256, sizeBytes })
            .onConflictDoUpdate({ target: storedFiles.key, set: { sha256, sizeBytes } });
        }
        return await withRows(tx);
      } catch (error) {
        // Removed while this transaction still holds the keys, so no other writer relies on them yet.
        await removeCreated();
        created.length = 0;
        throw error;
      }
    });
  } catch (error) {
    // The commit itself failed after every write succeeded: the files are nobody's.
    if (created.length > 0) await removeCreated().catch(() => queueDeletions(db, created).catch(() => {}));
    throw error;
  }
}
