// The move-in and move-out reports: drafted by either side (an edit asks both to accept again), then
// accepted by each; the other side may add its own notes and photos. Both accepted: locked. A locked
// move-out report marks the day the tenant moved out (the refund reminder counts from it).
import { TENANCY_MESSAGES, type TReportKind, type ZConditionReportRequest, type ZReportNoteRequest } from '#shared/contracts/tenancy.ts';
import type { z } from '#shared/zod.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, conflict, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { todayBy, type Clock } from '#server/time/clock.ts';
import { assertParty, assertRunning, findTenancyAccess, type PartyAccess } from './access.ts';
import {
  dropReportAcceptances,
  findReport,
  insertReportEvent,
  listReports,
  lockReport,
  ownPhotoUrls,
  updateTenancy,
  upsertReport,
} from './queries.ts';
import { tellOtherSide } from './tell-other-side.ts';

const REPORT_NAMES: Record<TReportKind, string> = { move_in: 'move-in report', move_out: 'move-out report' };

type Target = { db: Db; clock: Clock; viewer: Viewer; tenancyId: number; kind: TReportKind };

/** Every photo must be one uploaded for this tenancy; a 400 names the first that is not. */
async function assertOwnPhotos(tx: Db, tenancyId: number, photos: { field: string; url: string }[]) {
  const own = await ownPhotoUrls(
    tx,
    tenancyId,
    photos.map((p) => p.url),
  );
  const stranger = photos.find((p) => !own.has(p.url));
  if (stranger) throw badRequest('Add photos by uploading them to this tenancy', { [stranger.field]: 'This photo was not uploaded to this tenancy' });
}

async function openParty(tx: Db, { viewer, tenancyId }: Pick<Target, 'viewer' | 'tenancyId'>): Promise<PartyAccess> {
  const access = await findTenancyAccess(tx, viewer, tenancyId, { forUpdate: true });
  assertParty(access);
  assertRunning(access);
  return access;
}

export async function saveReport({ db, clock, viewer, tenancyId, kind, report }: Target & { report: z.output<typeof ZConditionReportRequest> }) {
  const photos = report.rooms.flatMap((room, r) =>
    room.items.flatMap((item, i) => item.photos.map((url, p) => ({ field: `rooms.${r}.items.${i}.photos.${p}`, url }))),
  );
  await db.transaction(async (tx) => {
    const access = await openParty(tx, { viewer, tenancyId });
    if (kind === 'move_out' && access.row.status === 'active') throw conflict('The move-out report follows notice or the end of the term');
    const existing = await findReport(tx, tenancyId, kind);
    if (existing?.lockedAt) throw conflict(TENANCY_MESSAGES.reportLocked);
    await assertOwnPhotos(tx, tenancyId, photos);
    const now = clock.now();
    const row = await upsertReport(tx, { tenancyId, kind, content: report, preparedBy: viewer.id, preparedSide: access.role, updatedAt: now });
    await dropReportAcceptances(tx, row.id);
    // Saving it is the preparer's acceptance of what they wrote.
    await insertReportEvent(tx, { reportId: row.id, kind: 'accepted', userId: viewer.id, side: access.role, at: now });
    await tellOtherSide(tx, access.row, access.role, {
      title: `The ${REPORT_NAMES[kind]} was ${existing ? 'changed' : 'written'}`,
      body: `Read it room by room, then accept it or add your own notes and photos.`,
    });
  });
}

export async function acceptReport({ db, clock, viewer, tenancyId, kind }: Target) {
  await db.transaction(async (tx) => {
    const access = await openParty(tx, { viewer, tenancyId });
    const report = await findReport(tx, tenancyId, kind);
    if (!report) throw notFound('There is no such report yet');
    if (report.lockedAt) throw conflict(TENANCY_MESSAGES.reportLocked);
    const { events } = await listReports(tx, tenancyId);
    const accepted = events.filter((e) => e.reportId === report.id && e.kind === 'accepted');
    if (accepted.some((e) => e.side === access.role)) throw conflict('You have already accepted this report');
    const now = clock.now();
    await insertReportEvent(tx, { reportId: report.id, kind: 'accepted', userId: viewer.id, side: access.role, at: now });
    if (accepted.length === 0) return;
    await lockReport(tx, report.id, now);
    if (kind === 'move_out') {
      await updateTenancy(tx, tenancyId, { status: 'moved_out', movedOutOn: todayBy(clock) });
    }
    await tellOtherSide(tx, access.row, access.role, {
      title: `The ${REPORT_NAMES[kind]} is agreed`,
      body: 'Both sides accepted it and it is now locked. Its PDF is ready.',
    });
  });
}

export async function addReportNote({ db, clock, viewer, tenancyId, kind, note }: Target & { note: z.output<typeof ZReportNoteRequest> }) {
  await db.transaction(async (tx) => {
    const access = await openParty(tx, { viewer, tenancyId });
    const report = await findReport(tx, tenancyId, kind);
    if (!report) throw notFound('There is no such report yet');
    if (report.lockedAt) throw conflict(TENANCY_MESSAGES.reportLocked);
    await assertOwnPhotos(
      tx,
      tenancyId,
      note.photos.map((url, i) => ({ field: `photos.${i}`, url })),
    );
    await insertReportEvent(tx, {
      reportId: report.id,
      kind: 'note',
      userId: viewer.id,
      side: access.role,
      note: note.note,
      photos: note.photos,
      at: clock.now(),
    });
    await tellOtherSide(tx, access.row, access.role, {
      title: `Notes were added to the ${REPORT_NAMES[kind]}`,
      body: 'The other side added its own notes and photos to the report.',
    });
  });
}
