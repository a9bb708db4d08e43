// A signed-in person reports a listing, once. When the open reports, weighed by who made them and
// counted once per network, reach the threshold, the listing leaves search and alerts until an admin
// decides (its page says it is under review). Fewer put it in the admin queue only.
import { eq } from 'drizzle-orm';
import { MODERATION_MESSAGES, type TReportReceipt, type TReportRequest } from '#shared/contracts/moderation.ts';
import { PROPERTY_MESSAGES } from '#shared/contracts/property.ts';
import type { Db } from '#server/db/client.ts';
import { listingReports, properties } from '#server/db/schema.ts';
import { conflict, forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { lockListingState } from '../listing-lifecycle/listing-state.ts';
import { DELETED_STATUS } from '../properties/listing-rows.ts';
import { REPORTS_THRESHOLD } from '#shared/trust/report-weights.ts';
import { tellPosterUnderReview } from './notices.ts';
import { weighOpenReports } from './reporter-history.ts';

/** `network` is the reporter's (client-network.ts), `now` the app clock's reading. */
export async function reportListing(
  db: Db,
  viewer: Viewer,
  propertyId: number,
  input: TReportRequest,
  { network, now }: { network: string; now: Date },
): Promise<TReportReceipt> {
  return db.transaction(async (tx) => {
    // The row lock makes simultaneous reports count one after another: the one that reaches the threshold pauses, exactly once.
    const listing = await lockListingState(tx, propertyId);
    const isShown = listing && listing.status !== DELETED_STATUS && (listing.isActive || listing.reviewState === 'under_review');
    if (!isShown) throw notFound(PROPERTY_MESSAGES.notFound);
    if (listing.userId === viewer.id) throw forbidden(MODERATION_MESSAGES.ownListing);
    const [report] = await tx
      .insert(listingReports)
      .values({ propertyId, reporterId: viewer.id, reason: input.reason, details: input.details || null, network })
      .onConflictDoNothing()
      .returning({ createdAt: listingReports.createdAt });
    if (!report) throw conflict(MODERATION_MESSAGES.alreadyReported);
    const pauses = listing.isActive && listing.reviewState === null && (await weighOpenReports(tx, propertyId, now)) >= REPORTS_THRESHOLD;
    if (pauses) {
      await tx.update(properties).set({ isActive: false, reviewState: 'under_review' }).where(eq(properties.id, propertyId));
      await tellPosterUnderReview(tx, listing.userId, listing);
    }
    return { reportedAt: report.createdAt.toISOString(), isUnderReview: pauses || listing.reviewState === 'under_review' };
  });
}
