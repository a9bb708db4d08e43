// An admin's decision on a listing in the moderation queue. In one transaction: the listing (and for
// a suspension, the poster) changes, its open reports (of it and of conversations about it) and flags
// are resolved, every reporter of the listing and its poster are told, and the decision is kept with
// who made it and when.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDecisionRequest, TModerationAction } from '#shared/contracts/moderation.ts';
import { PROPERTY_MESSAGES } from '#shared/contracts/property.ts';
import { LISTED_STATUSES } from '#shared/listing-lifecycle.ts';
import type { Db } from '#server/db/client.ts';
import { listingFlags, listingReports, moderationDecisions, properties, type reportOutcomes } from '#server/db/schema.ts';
import { conversationReports } from '#server/db/schema-conversations.ts';
import { notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { lockListingState, type ListingState } from '../listing-lifecycle/listing-state.ts';
import { DELETED_STATUS } from '../properties/listing-rows.ts';
import { hide, suspendAccount } from './take-down.ts';
import { tellPosterHidden, tellPosterRestored, tellPosterWarned, tellReporter } from './notices.ts';

const OUTCOME_OF: Record<TModerationAction, (typeof reportOutcomes)[number]> = {
  verify: 'verified',
  dismiss: 'kept',
  warn: 'warned',
  hide: 'removed',
  suspend: 'removed',
};

type Listing = Pick<ListingState, 'id' | 'title' | 'userId' | 'reviewState'>;

/**
 * Puts back a listing that moderation took out of public lists; only those, never one its poster took
 * down, and listed only if its poster still says it is (not rented out or sold meanwhile).
 */
async function restore(tx: Db, listing: Listing) {
  if (listing.reviewState === null) return;
  const isListed = sql`${properties.status} in ${LISTED_STATUSES}`;
  await tx.update(properties).set({ isActive: isListed, reviewState: null, hiddenReason: null }).where(eq(properties.id, listing.id));
  await tellPosterRestored(tx, listing.userId, listing, listing.reviewState);
}

async function suspendPoster(tx: Db, listing: Listing, reason: string) {
  await suspendAccount(tx, listing.userId, reason);
  await tellPosterHidden(tx, listing.userId, listing, reason);
}

async function apply(tx: Db, listing: Listing, { action, reason = '' }: TDecisionRequest) {
  switch (action) {
    case 'verify':
      await tx.update(properties).set({ isVerified: true, verificationRequestedAt: null }).where(eq(properties.id, listing.id));
      return restore(tx, listing);
    case 'dismiss':
      return restore(tx, listing);
    case 'warn':
      await tellPosterWarned(tx, listing.userId, listing, reason);
      return restore(tx, listing);
    case 'hide':
      await hide(tx, eq(properties.id, listing.id), reason);
      return tellPosterHidden(tx, listing.userId, listing, reason);
    case 'suspend':
      return suspendPoster(tx, listing, reason);
  }
}

export async function decide(db: Db, admin: Viewer, propertyId: number, decision: TDecisionRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const listing = await lockListingState(tx, propertyId);
    if (!listing || listing.status === DELETED_STATUS) throw notFound(PROPERTY_MESSAGES.notFound);
    await apply(tx, listing, decision);
    const outcome = OUTCOME_OF[decision.action];
    const resolved = await tx
      .update(listingReports)
      .set({ outcome, resolvedAt: sql`now()` })
      .where(and(eq(listingReports.propertyId, propertyId), isNull(listingReports.resolvedAt)))
      .returning({ reporterId: listingReports.reporterId });
    for (const { reporterId } of resolved) await tellReporter(tx, reporterId, listing, outcome);
    await tx
      .update(conversationReports)
      .set({ resolvedAt: sql`now()` })
      .where(and(eq(conversationReports.propertyId, propertyId), isNull(conversationReports.resolvedAt)));
    await tx
      .update(listingFlags)
      .set({ resolvedAt: sql`now()` })
      .where(and(eq(listingFlags.propertyId, propertyId), isNull(listingFlags.resolvedAt)));
    await tx.insert(moderationDecisions).values({ propertyId, adminId: admin.id, action: decision.action, reason: decision.reason || null });
  });
}
