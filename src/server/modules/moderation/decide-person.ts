// An admin's decision on the person a conversation report is about: suspend them (their account is
// deactivated and their listings taken down, as a poster's suspension does) or close the report with no
// action. In one transaction: the person, every open report of that conversation against them resolved,
// and the decision kept with who made it and when.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MODERATION_MESSAGES, type TPersonDecisionRequest } from '#shared/contracts/moderation.ts';
import type { Db } from '#server/db/client.ts';
import { conversationReportDecisions, conversationReports } from '#server/db/schema-conversations.ts';
import { conflict, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { suspendAccount } from './take-down.ts';

export async function decideOnReportedPerson(
  db: Db,
  admin: Viewer,
  reportId: number,
  { action, reason = '' }: TPersonDecisionRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await tx.select().from(conversationReports).where(eq(conversationReports.id, reportId)).for('update');
    if (!report) throw notFound(MODERATION_MESSAGES.reportNotFound);
    if (report.resolvedAt) throw conflict(MODERATION_MESSAGES.reportDecided);
    if (action === 'suspend') await suspendAccount(tx, report.reportedId, reason);
    await tx
      .update(conversationReports)
      .set({ resolvedAt: sql`now()` })
      .where(
        and(
          eq(conversationReports.conversationId, report.conversationId),
          eq(conversationReports.reportedId, report.reportedId),
          isNull(conversationReports.resolvedAt),
        ),
      );
    await tx.insert(conversationReportDecisions).values({
      reportId,
      propertyId: report.propertyId,
      reportedId: report.reportedId,
      adminId: admin.id,
      action,
      reason: reason || null,
    });
  });
}
