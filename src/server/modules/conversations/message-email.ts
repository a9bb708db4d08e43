// The batched message email (message-notice.ts schedules it): the messages the recipient has neither
// read in the app nor had by email yet, as text, with a link straight to the conversation. Written as
// an ordinary email job in one transaction with the mark of what it told, so it is sent once.
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { conversations, messages } from '#server/db/schema-conversations.ts';
import { enqueueOnce } from '../outbox/enqueue.ts';
import type { EmailJob } from '../outbox/enqueue.ts';
import type { JobHandler } from '#server/jobs/registry.ts';
import { conversationPath, preview } from './message-notice.ts';
import { fullName } from './present.ts';
import { findConversation } from './queries.ts';
import { findListingCard, findPerson, otherOf, roleOf } from './conversation-store.ts';
import { findListingName } from '../email/listing-name.ts';

const SHOWN = 5;

export function messageEmailHandler(db: Db): JobHandler {
  return async (job) => {
    const { conversationId, recipientId } = job.payload as { conversationId: number; recipientId: number };
    await db.transaction(async (tx) => {
      const row = await findConversation(tx, conversationId);
      if (!row) return;
      const isHunter = roleOf(row, recipientId) === 'hunter';
      const emailedUpTo = isHunter ? row.hunterEmailedMessageId : row.posterEmailedMessageId;
      const fresh = await tx
        .select({ id: messages.id, body: messages.body })
        .from(messages)
        .where(and(eq(messages.conversationId, row.id), ne(messages.senderId, recipientId), isNull(messages.readAt), gt(messages.id, emailedUpTo)))
        .orderBy(asc(messages.id));
      const lastId = fresh.at(-1)?.id;
      if (lastId === undefined) return;
      await tx
        .update(conversations)
        .set(isHunter ? { hunterEmailedMessageId: lastId } : { posterEmailedMessageId: lastId })
        .where(eq(conversations.id, row.id));
      const [sender, listing, listingName] = await Promise.all([
        findPerson(tx, otherOf(row, recipientId)),
        findListingCard(tx, row.propertyId),
        findListingName(tx, row.propertyId),
      ]);
      const name = fullName(sender);
      const count = fresh.length === 1 ? 'a new message' : `${fresh.length} new messages`;
      const email: EmailJob = {
        userId: recipientId,
        category: 'messages',
        content: {
          // The sender's name and the listing's title are typed by people: the body shows them, the subject does not.
          subject: `You have ${count} about ${listingName}`,
          heading: `${name} sent you ${count}`,
          intro: [`About ${listing.title}, ${listing.areaName}:`, ...fresh.slice(-SHOWN).map((m) => `“${preview(m.body)}”`)],
          action: { label: 'Open the conversation', path: conversationPath(row.id) },
        },
      };
      await enqueueOnce(tx, 'email', `${job.kind}-sent:${job.id}`, email, new Date());
    });
  };
}
