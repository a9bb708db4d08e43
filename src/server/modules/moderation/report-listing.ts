// A signed-in person reports a listing, once. The third open report from different people takes the
// listing out of search and alerts until an admin decides (its page says it is under review).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MODERATION_MESSAGES, type TReportReceipt, type TReportRequest } from '#shared/contracts/moderation.ts';
import { PROPERTY_MESSAGES } from '#shared/contracts/property.ts';
import type { Db } from '#server/db/client.ts';
import { firstRow } from '#server/db/rows.ts';
import { listingReports, properties } from '#server/db/schema.ts';
import { conflict, forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { lockListingState } from '../listing-lifecycle/listing-state.ts';
import { DELETED_STATUS } from '../properties/listing-rows.ts';
import { tellPosterUnderReview } from './notices.ts';

/** Open reports from this many different people pause a listing (docs/decisions/0029-reports-moderation-and-flags.md). */
export const REPORTS_TO_PAUSE = 3;

export async function reportListing(db: Db, viewer: Viewer, propertyId: number, input: TReportRequest): Promise<TReportReceipt> {
  return db.transaction(async (tx) => {
    // The row lock makes simultaneous reports count one after another: the third pauses, exactly once.
    const listing = await lockListingState(tx, propertyId);
    const isShown = listing && listing.status !== DELETED_STATUS && (listing.isActive || listing.reviewState === 'under_review');
    if (!isShown) throw notFound(PROPERTY_MESSAGES.notFound);
    if (listing.userId === viewer.id) throw forbidden(MODERATION_MESSAGES.ownListing);
    const [report] = await tx
      .insert(listingReports)
      .values({ propertyId, reporterId: viewer.id, reason: input.reason, details: input.details || null })
      .onConflictDoNothing()
      .returning({ createdAt: listingReports.createdAt });
    if (!report) throw conflict(MODERATION_MESSAGES.alreadyReported);
    const { open } = firstRow(
      await tx
        .select({ open: sql<number>`count(*)::int` })
        .from(listingReports)
        .where(and(eq(listingReports.propertyId, propertyId), isNull(listingReports.resolvedAt))),
    );
    const pauses = open >= REPORTS_TO_PAUSE && listing.isActive && listing.reviewState === null;
    if (pauses) {
      await tx.update(properties).set({ isActive: false, reviewState: 'under_review' }).where(eq(properties.id, propertyId));
      await tellPosterUnderReview(tx, listing.userId, listing);
    }
    return { reportedAt: report.createdAt.toISOString(), isUnderReview: pauses || listing.reviewState === 'under_review' };
  });
}
