// Asking for one's data and reading the exports back. The export row and its outbox job are written
// in one transaction: the job exists exactly when the request does. While one is being made, asking
// again answers that one instead of queueing a second (unless it has been stuck for two days: the job
// gave up, and the person may ask afresh).
import { and, desc, eq, gt } from 'drizzle-orm';
import type { TDataExport } from '#shared/contracts/privacy.ts';
import type { Db } from '#server/db/client.ts';
import { dataExports } from '#server/db/schema-privacy.ts';
import { conflict, gone, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';
import { outbox } from '#server/db/schema.ts';
import { lockKeys } from '#server/storage/stored-files.ts';
import { DATA_EXPORT_JOB, type DataExportPayload } from './make-export.ts';

type ExportRow = typeof dataExports.$inferSelect;

export const EXPORT_NOT_FOUND = 'There is no such download of your data';
export const EXPORT_EXPIRED = 'This download has expired: ask for a new one on My Account';
export const EXPORT_NOT_READY = 'Your data is still being prepared: you will get an email and a notification when it is ready';

const STUCK_AFTER_MS = 2 * 86_400_000;

/** How many of one's exports My Account lists. */
const LISTED = 5;

export const downloadPath = (id: number) => `/api/account/data-exports/${id}/download`;

export function presentExport(row: ExportRow, now: Date): TDataExport {
  const isExpired = row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    status: row.status,
    isExpired,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    downloadPath: row.status === 'ready' && !isExpired ? downloadPath(row.id) : null,
  };
}

export async function requestExport(db: Db, clock: Clock, viewer: Viewer): Promise<{ export: TDataExport; isNew: boolean }> {
  return db.transaction(async (tx) => {
    // One person's requests one at a time, so two clicks never make two exports.
    await lockKeys(tx, [`data-export:${viewer.id}`]);
    const [pending] = await tx
      .select()
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, viewer.id),
          eq(dataExports.status, 'pending'),
          gt(dataExports.requestedAt, new Date(clock.now().getTime() - STUCK_AFTER_MS)),
        ),
      )
      .limit(1);
    if (pending) return { export: presentExport(pending, clock.now()), isNew: false };
    const [row] = await tx.insert(dataExports).values({ userId: viewer.id, status: 'pending', requestedAt: clock.now() }).returning();
    if (!row) throw new Error('The export row was not written');
    const payload: DataExportPayload = { exportId: row.id };
    await tx.insert(outbox).values({ kind: DATA_EXPORT_JOB, payload });
    return { export: presentExport(row, clock.now()), isNew: true };
  });
}

export async function listExports(db: Db, clock: Clock, viewer: Viewer): Promise<TDataExport[]> {
  const rows = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, viewer.id))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(LISTED);
  const now = clock.now();
  return rows.map((row) => presentExport(row, now));
}

/** The zip's key, for its own person only (anyone else: the 404 of an export that does not exist). */
export async function findDownload(db: Db, clock: Clock, viewer: Viewer, id: number): Promise<{ key: string; readyAt: Date }> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, viewer.id)));
  if (!row) throw notFound(EXPORT_NOT_FOUND);
  if (row.status === 'pending' || !row.storageKey || !row.readyAt) throw conflict(EXPORT_NOT_READY);
  if (presentExport(row, clock.now()).isExpired) throw gone(EXPORT_EXPIRED);
  return { key: row.storageKey, readyAt: row.readyAt };
}
