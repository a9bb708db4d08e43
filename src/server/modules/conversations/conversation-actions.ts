// What either person may do in a conversation besides writing: show their number to the other (and
// stop showing it), block
// the other (no more messages or visit requests either way) and report the conversation to the admins,
// who see it, with its messages, in the listing's moderation queue item (moderation/queue.ts).
import type { Db } from '#server/db/client.ts';
import { conversationReports } from '#server/db/schema-conversations.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { conversationFor } from './access.ts';
import { otherOf } from './conversation-store.ts';
import { block, sharePhone, unblock } from './queries.ts';
import { firstRow } from '#server/db/rows.ts';

export async function shareMyPhone(db: Db, viewer: Viewer, id: number, isShared: boolean): Promise<void> {
  await sharePhone(db, await conversationFor(db, viewer, id), viewer.id, isShared);
}

export async function setBlocked(db: Db, viewer: Viewer, id: number, isBlocked: boolean): Promise<void> {
  const otherId = otherOf(await conversationFor(db, viewer, id), viewer.id);
  await (isBlocked ? block(db, viewer.id, otherId) : unblock(db, viewer.id, otherId));
}

/** A report of a conversation, or of a visit in it (visitId). */
export async function fileReport(
  tx: Db,
  viewer: Viewer,
  report: { propertyId: number; conversationId: number; reportedId: number; reason: string; visitId?: number },
): Promise<number> {
  const row = firstRow(
    await tx
      .insert(conversationReports)
      .values({
        propertyId: report.propertyId,
        conversationId: report.conversationId,
        visitId: report.visitId ?? null,
        reporterId: viewer.id,
        reportedId: report.reportedId,
        reason: report.reason,
      })
      .returning({ id: conversationReports.id }),
  );
  return row.id;
}

export async function reportConversation(db: Db, viewer: Viewer, id: number, reason: string): Promise<number> {
  const row = await conversationFor(db, viewer, id);
  return fileReport(db, viewer, { propertyId: row.propertyId, conversationId: row.id, reportedId: otherOf(row, viewer.id), reason });
}
