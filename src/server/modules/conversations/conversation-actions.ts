// What either person may do in a conversation besides writing: show their number to the other, block
// the other (no more messages or visit requests either way) and report the conversation to the admins.
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TConversationReport } from '../../../shared/contracts/conversation.ts';
import type { Db } from '../../db/client.ts';
import { conversationReports, users } from '../../db/schema.ts';
import type { Viewer } from '../../plugins/authenticate.ts';
import { conversationFor } from './access.ts';
import { block, otherOf, sharePhone, unblock } from './queries.ts';

export async function shareMyPhone(db: Db, viewer: Viewer, id: number): Promise<void> {
  await sharePhone(db, await conversationFor(db, viewer, id), viewer.id);
}

export async function setBlocked(db: Db, viewer: Viewer, id: number, isBlocked: boolean): Promise<void> {
  const otherId = otherOf(await conversationFor(db, viewer, id), viewer.id);
  await (isBlocked ? block(db, viewer.id, otherId) : unblock(db, viewer.id, otherId));
}

/** A report of a conversation, or of a visit in it (visitId). */
export async function fileReport(
  tx: Db,
  viewer: Viewer,
  report: { conversationId: number; reportedId: number; reason: string; visitId?: number },
): Promise<number> {
  const [row] = await tx
    .insert(conversationReports)
    .values({
      conversationId: report.conversationId,
      visitId: report.visitId ?? null,
      reporterId: viewer.id,
      reportedId: report.reportedId,
      reason: report.reason,
    })
    .returning({ id: conversationReports.id });
  return row.id;
}

export async function reportConversation(db: Db, viewer: Viewer, id: number, reason: string): Promise<number> {
  const row = await conversationFor(db, viewer, id);
  return fileReport(db, viewer, { conversationId: row.id, reportedId: otherOf(row, viewer.id), reason });
}

const reporters = alias(users, 'reporters');
const reported = alias(users, 'reported');
export const REPORTS_LIMIT = 200;

/** For admins: the latest reports, newest first. */
export async function listReports(db: Db): Promise<TConversationReport[]> {
  const rows = await db
    .select({
      id: conversationReports.id,
      conversationId: conversationReports.conversationId,
      visitId: conversationReports.visitId,
      reporterName: sql<string>`trim(${reporters.firstName} || ' ' || ${reporters.lastName})`,
      reportedName: sql<string>`trim(${reported.firstName} || ' ' || ${reported.lastName})`,
      reportedId: conversationReports.reportedId,
      reason: conversationReports.reason,
      createdAt: conversationReports.createdAt,
    })
    .from(conversationReports)
    .innerJoin(reporters, eq(reporters.id, conversationReports.reporterId))
    .innerJoin(reported, eq(reported.id, conversationReports.reportedId))
    .orderBy(desc(conversationReports.createdAt), desc(conversationReports.id))
    .limit(REPORTS_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
