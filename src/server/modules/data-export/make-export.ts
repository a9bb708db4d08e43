// The outbox job that makes an export: it gathers the records and files, writes the zip to the store
// and, in one transaction with the file's checksum row, marks the export ready, queues the file's
// removal for when the link expires, and tells the person in the bell and by email. A job tried again
// after a crash starts over; an export already made is left as it is, so the person hears once.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DATA_EXPORT_DAYS } from '#shared/contracts/privacy.ts';
import { formatLongDate } from '#shared/format-date.ts';
import { indiaDateOf } from '#shared/india-date.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { Db } from '#server/db/client.ts';
import { dataExports } from '#server/db/schema-privacy.ts';
import { users } from '#server/db/schema.ts';
import type { JobHandler } from '#server/jobs/registry.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { queueDeletions, writeFiles } from '#server/storage/stored-files.ts';
import type { Clock } from '#server/time/clock.ts';
import { notify } from '../notifications/notify.ts';
import { buildZip } from './build-zip.ts';
import { collectFiles } from './collect-files.ts';
import { collectRecords } from './collect-records.ts';

export const DATA_EXPORT_JOB = 'data-export';
export type DataExportPayload = { exportId: number };

const DAY_MS = 86_400_000;
export const ACCOUNT_DATA_PATH = '/account#your-data';

/** Thrown inside the transaction when another run already finished the export: its zip is removed again. */
class AlreadyMade extends Error {}

type Deps = { db: Db; store: ObjectStore; clock: Clock; keys: DataKeyRing };

export function dataExportHandler({ db, store, clock, keys }: Deps): JobHandler {
  return async (job, stopping) => {
    const { exportId } = job.payload as DataExportPayload;
    const [found] = await db
      .select({ export: dataExports, person: users })
      .from(dataExports)
      .innerJoin(users, eq(users.id, dataExports.userId))
      .where(eq(dataExports.id, exportId));
    if (!found || found.export.status !== 'pending') return;
    const exportedAt = clock.now();
    const [records, files] = await Promise.all([collectRecords(db, keys, found.person, exportedAt), collectFiles(db, store, found.person.id)]);
    if (stopping.aborted) throw new Error('The export stopped with the server; it is made again when tried again');
    const bytes = buildZip(records, files, exportedAt);
    const key = `exports/${crypto.randomBytes(16).toString('hex')}`;
    const expiresAt = new Date(exportedAt.getTime() + DATA_EXPORT_DAYS * DAY_MS);
    try {
      await writeFiles(db, store, [{ key, bytes, contentType: 'application/zip' }], async (tx) => {
        const [row] = await tx.select({ status: dataExports.status }).from(dataExports).where(eq(dataExports.id, exportId)).for('update');
        if (row?.status !== 'pending') throw new AlreadyMade();
        await tx
          .update(dataExports)
          .set({ status: 'ready', storageKey: key, sizeBytes: bytes.length, readyAt: exportedAt, expiresAt })
          .where(eq(dataExports.id, exportId));
        await queueDeletions(tx, [key], DATA_EXPORT_DAYS * 86_400);
        const until = formatLongDate(indiaDateOf(expiresAt)) ?? '';
        await notify(tx, {
          userId: found.person.id,
          kind: 'account',
          title: 'Your data is ready to download',
          body: `The download works until ${until}.`,
          link: ACCOUNT_DATA_PATH,
          email: {
            category: 'account',
            content: {
              subject: 'Your Gruha data is ready to download',
              heading: 'Your data is ready',
              intro: [
                'The copy of your data you asked for is ready: your account, listings, messages, deals, agreements and tenancies as JSON, with the pictures and documents you uploaded.',
                `Download it from My Account while you are signed in, until ${until}. After that, ask for a new one.`,
              ],
              action: { label: 'Download my data', path: ACCOUNT_DATA_PATH },
            },
          },
        });
      });
    } catch (error) {
      if (error instanceof AlreadyMade) return;
      throw error;
    }
  };
}
