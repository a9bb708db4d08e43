// Reported conversations as the moderation queue shows them: the report, and the conversation's latest
// messages as evidence. Admins read a conversation only here, and only once one of its people reported it.
import { sql, type SQL } from 'drizzle-orm';
import type { TQueueConversationReport } from '#shared/contracts/moderation.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';

/** Enough to judge what was said; a long conversation's start is left out. */
export const EVIDENCE_MESSAGES = 50;

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const nameOf = (alias: string) => sql.raw(`trim(${alias}.first_name || ' ' || ${alias}.last_name)`);

type ReportRow = Omit<TQueueConversationReport, 'messages'> & { propertyId: number };
type MessageRow = TQueueConversationReport['messages'][number] & { conversationId: number };

export async function findOpenConversationReports(db: Db, propertyIds: number[]): Promise<(TQueueConversationReport & { propertyId: number })[]> {
  if (propertyIds.length === 0) return [];
  const reports = await rowsOf<ReportRow>(
    db,
    sql`select r.id, r.property_id as "propertyId", r.conversation_id as "conversationId", r.visit_id as "visitId", r.reason,
        ${nameOf('reporter')} as "reporterName", ${nameOf('reported')} as "reportedName", ${iso(sql`r.created_at`)} as "createdAt"
      from conversation_reports r join users reporter on reporter.id = r.reporter_id join users reported on reported.id = r.reported_id
      where r.resolved_at is null and r.property_id in (${idList(propertyIds)}) order by r.created_at desc, r.id desc`,
  );
  if (reports.length === 0) return [];
  const messages = await rowsOf<MessageRow>(
    db,
    sql`select m.id, m.conversation_id as "conversationId", ${nameOf('u')} as "senderName", m.body, ${iso(sql`m.created_at`)} as "createdAt"
      from unnest(array[${idList([...new Set(reports.map((r) => r.conversationId))])}]::int[]) c(id)
        cross join lateral (select * from messages where conversation_id = c.id order by id desc limit ${EVIDENCE_MESSAGES}) m
        join users u on u.id = m.sender_id
      order by m.conversation_id, m.id`,
  );
  return reports.map((report) => ({
    ...report,
    messages: messages.filter((m) => m.conversationId === report.conversationId).map(({ conversationId: _, ...message }) => message),
  }));
}
