// A closing account's own records, and its identity numbers wherever they are kept: what the
// retention table (shared/privacy/retention.ts) says is erased. What it keeps for other people
// (deals, conversations, tenancies, receipts) stays, and shows the person as a deleted account.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  deals,
  emailConfirmations,
  emailOptOuts,
  listingPostKeys,
  listingReports,
  notifications,
  outbox,
  rentalAgreements,
  savedSearches,
  shortlistItems,
} from '#server/db/schema.ts';
import { conversationReports, inquiries, userBlocks, visits } from '#server/db/schema-conversations.ts';
import { dataExports } from '#server/db/schema-privacy.ts';
import { tenancies, tenancyInvitations } from '#server/db/schema-tenancies.ts';
import { queueDeletions } from '#server/storage/stored-files.ts';
import type { UserRow } from '../users/accounts.ts';
import { EMAIL_JOB } from '../outbox/enqueue.ts';

async function eraseOwnRecords(tx: Db, userId: number): Promise<void> {
  await tx.delete(shortlistItems).where(eq(shortlistItems.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(emailOptOuts).where(eq(emailOptOuts.userId, userId));
  // Its alert keys and matches go with each search (ON DELETE CASCADE).
  await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
  await tx.delete(listingPostKeys).where(eq(listingPostKeys.userId, userId));
  await tx.delete(listingReports).where(eq(listingReports.reporterId, userId));
  await tx.delete(userBlocks).where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
  // Reports by or about the person, with the decisions on them: an admin reading one would read the conversation.
  await tx.delete(conversationReports).where(or(eq(conversationReports.reporterId, userId), eq(conversationReports.reportedId, userId)));
  await tx.delete(inquiries).where(eq(inquiries.userId, userId));
  await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
  // A data download's zip goes now, not when its link would have expired.
  const exported = await tx.delete(dataExports).where(eq(dataExports.userId, userId)).returning({ key: dataExports.storageKey });
  await queueDeletions(
    tx,
    exported.flatMap(({ key }) => (key ? [key] : [])),
  );
  await tx.delete(outbox).where(and(eq(outbox.kind, EMAIL_JOB), sql`${outbox.payload}->>'userId' = ${String(userId)}`));
}

async function eraseIdNumbers(tx: Db, userId: number): Promise<void> {
  await tx.delete(rentalAgreements).where(eq(rentalAgreements.userId, userId));
  // Agreements others made for the person's deals: the person's own number goes, the rest is the maker's.
  for (const [side, field] of [
    [deals.buyerId, 'tenantIdNumber'],
    [deals.sellerId, 'ownerIdNumber'],
  ] as const) {
    await tx
      .update(rentalAgreements)
      .set({ formData: sql`jsonb_set(${rentalAgreements.formData}, ${`{${field}}`}::text[], '""'::jsonb)` })
      .where(inArray(rentalAgreements.dealId, tx.select({ id: deals.id }).from(deals).where(eq(side, userId))));
  }
  await tx.update(tenancies).set({ ownerPanSealed: null, payeeUpiId: null, payeeName: null }).where(eq(tenancies.ownerId, userId));
}

/** Invitations to the person go; a tenancy still waiting for its other side is declined; visits not yet held are cancelled. */
async function withdrawPending(tx: Db, user: UserRow): Promise<void> {
  const toPerson = [sql`lower(${tenancyInvitations.email}) = ${user.email.toLowerCase()}`, eq(tenancyInvitations.answeredBy, user.id)];
  if (user.mobileNumber) toPerson.push(eq(tenancyInvitations.mobile, user.mobileNumber));
  await tx.delete(tenancyInvitations).where(or(...toPerson));
  const waiting = await tx
    .update(tenancies)
    .set({ status: 'declined' })
    .where(and(eq(tenancies.status, 'invited'), or(eq(tenancies.ownerId, user.id), eq(tenancies.tenantId, user.id))))
    .returning({ id: tenancies.id });
  if (waiting.length > 0) {
    await tx.delete(tenancyInvitations).where(
      and(
        inArray(
          tenancyInvitations.tenancyId,
          waiting.map((tenancy) => tenancy.id),
        ),
        isNull(tenancyInvitations.answer),
      ),
    );
  }
  await tx
    .update(visits)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(or(eq(visits.hunterId, user.id), eq(visits.posterId, user.id)), inArray(visits.status, ['requested', 'proposed', 'confirmed'])));
}

export async function eraseRecordsOf(tx: Db, user: UserRow): Promise<void> {
  await eraseOwnRecords(tx, user.id);
  await eraseIdNumbers(tx, user.id);
  await withdrawPending(tx, user);
}
