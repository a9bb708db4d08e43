// The moderation queue as the admin page shows it: each listing needing a decision with its open
// reports (of the listing, and of conversations about it with their messages), its flags (the matching listings beside it), whether it waits for verification, and the
// decisions already made on it.
import type { TModerationQueue, TQueueKind } from '#shared/contracts/moderation.ts';
import { VERIFICATION_CHECKLIST } from '#shared/verification-checklist.ts';
import type { Db } from '#server/db/client.ts';
import { findOpenConversationReports } from './conversation-evidence.ts';
import { encodeCursor } from '#server/http/page-cursor.ts';
import { withReporterHistory, type QueueItemBase } from './reporter-history.ts';
import {
  countQueueEntries,
  findDecisions,
  findModerationListings,
  findPersonDecisions,
  findOpenFlags,
  findOpenReports,
  findQueueEntries,
  type QueueCursor,
} from './queue-queries.ts';

export type QueuePage = { kind?: TQueueKind; cursor?: QueueCursor; size: number };

const groupBy = <T extends { propertyId: number }>(rows: T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.propertyId, [...(groups.get(row.propertyId) ?? []), row]);
  return groups;
};

export async function moderationQueue(db: Db, { kind, cursor, size }: QueuePage, now: Date): Promise<TModerationQueue> {
  // One more than the page shows tells whether another page follows.
  const [found, counts] = await Promise.all([findQueueEntries(db, { kind, after: cursor, limit: size + 1 }), countQueueEntries(db)]);
  const entries = found.slice(0, size);
  const last = entries.at(-1);
  const nextCursor = found.length > size && last ? encodeCursor([last.severity, last.enteredAt, last.propertyId]) : null;
  const ids = entries.map((entry) => entry.propertyId);
  const [reports, conversationReports, flags, decisions, personDecisions] = await Promise.all([
    findOpenReports(db, ids),
    findOpenConversationReports(db, ids),
    findOpenFlags(db, ids),
    findDecisions(db, ids),
    findPersonDecisions(db, ids),
  ]);
  const matchedIds = flags.flatMap((flag) => flag.evidence.matches.map((match) => match.propertyId));
  const listings = new Map((await findModerationListings(db, [...new Set([...ids, ...matchedIds])])).map((listing) => [listing.id, listing]));
  const [reportsOf, conversationReportsOf, flagsOf, decisionsOf, personDecisionsOf] = [
    groupBy(reports),
    groupBy(conversationReports),
    groupBy(flags),
    groupBy(decisions),
    groupBy(personDecisions),
  ];
  const items: QueueItemBase[] = entries.flatMap((entry) => {
    const listing = listings.get(entry.propertyId);
    if (!listing) return [];
    return [
      {
        listing,
        reports: (reportsOf.get(entry.propertyId) ?? []).map(({ propertyId: _, ...report }) => report),
        conversationReports: (conversationReportsOf.get(entry.propertyId) ?? []).map(({ propertyId: _, ...report }) => report),
        flags: (flagsOf.get(entry.propertyId) ?? []).map(({ id, kind, evidence, createdAt }) => ({
          id,
          kind,
          createdAt,
          evidence: {
            summary: evidence.summary,
            matches: evidence.matches.flatMap(({ propertyId, pictures }) => {
              const matched = listings.get(propertyId);
              return matched ? [{ listing: matched, pictures }] : [];
            }),
          },
        })),
        isWaitingForVerification: entry.isWaiting,
        history: (decisionsOf.get(entry.propertyId) ?? []).map(({ propertyId: _, ...decision }) => decision),
        personHistory: (personDecisionsOf.get(entry.propertyId) ?? []).map(({ propertyId: _, ...decision }) => decision),
        latestAt: entry.latestAt,
      },
    ];
  });
  return { items: await withReporterHistory(db, items, now), checklist: [...VERIFICATION_CHECKLIST], counts, nextCursor };
}
