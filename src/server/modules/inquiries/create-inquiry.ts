// 'Contact Agent' on a listing records an inquiry that agents follow up. One open inquiry per person and
// listing: asking again returns the open one. Its words are also a message in the conversation with the
// poster (opened by the first inquiry), so the poster can answer in Gruha. That message rings no bell of
// its own: an agent who posted hears of it as a lead, and an owner finds it in their inbox.
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TInquiry } from '#shared/contracts/property.ts';
import { transactionAnnounced } from '#server/db/announce.ts';
import type { Db } from '#server/db/client.ts';
import { inquiries } from '#server/db/schema-conversations.ts';
import { badRequest } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { startConversationIn } from '../conversations/start-conversation.ts';
import { noticeNewLead } from '../notifications/lead-notice.ts';
import { findContactableProperty } from '../properties/find-properties.ts';
import { firstRow } from '#server/db/rows.ts';

export const OWN_LISTING = 'This is your own listing';
/** The first message of a conversation opened by an inquiry sent without words. */
export const INQUIRY_OPENING = 'I am interested in this property.';

type InquiryRow = typeof inquiries.$inferSelect;

const presentInquiry = (row: InquiryRow): TInquiry => ({
  id: row.id,
  propertyId: row.propertyId,
  status: row.status,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

export async function createInquiry({
  db,
  viewer,
  propertyId,
  message,
  ownHost,
  log,
}: {
  db: Db;
  viewer: Viewer;
  propertyId: number;
  message?: string | null;
  ownHost: string;
  log: FastifyBaseLogger;
}): Promise<{ inquiry: TInquiry; isNew: boolean }> {
  const property = await findContactableProperty(db, viewer, propertyId);
  if (property.userId === viewer.id) throw badRequest(OWN_LISTING);
  // The partial unique index (one OPEN inquiry per person and listing) settles a double click; the
  // poster's notice is written with the inquiry (an outbox), so it exists exactly when the lead does;
  // the message, once committed, is announced to every instance's inboxes.
  const created = await transactionAnnounced(db, 'conversations_changed', log, async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({ propertyId, userId: viewer.id, message: message || null })
      .onConflictDoNothing()
      .returning();
    if (row) await noticeNewLead(tx, { listing: property, asker: viewer, message: row.message });
    const text = message?.trim() || (row ? INQUIRY_OPENING : '');
    if (text) {
      const { row: conversation } = await startConversationIn(tx, {
        listing: property,
        hunter: viewer,
        text,
        ownHost,
        quiet: true,
        field: 'message',
      });
      if (row) await tx.update(inquiries).set({ conversationId: conversation.id }).where(eq(inquiries.id, row.id));
    }
    return row;
  });
  if (created) return { inquiry: presentInquiry(created), isNew: true };
  const open = firstRow(
    await db
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.propertyId, propertyId), eq(inquiries.userId, viewer.id), eq(inquiries.status, 'OPEN')))
      .limit(1),
  );
  return { inquiry: presentInquiry(open), isNew: false };
}
