// A poster's one tap (still available, rented out, sold, closed), and the same answer given through an
// email's link. A home that leaves the market queues the news for its followers, and cancels the visits
// to it still to come, in the same transaction.
import { statusRefusal, type TListingStatus, type TPosterStatus } from '#shared/listing-lifecycle.ts';
import type { TProperty } from '#shared/contracts/property.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { findPropertyRow } from '../properties/listing-rows.ts';
import { presentProperty } from '../properties/present.ts';
import { cancelVisitsToCome, HOME_GONE_REASONS } from '../visits/home-gone.ts';
import { enqueueFollowersNews } from './followers.ts';
import { assertCanChange } from './access.ts';
import type { ListingState } from './listing-state.ts';
import { writeStatus } from './queries.ts';
import { indiaDateOf } from '#shared/india-date.ts';

const isTaken = (status: TListingStatus) => status === 'rented_out' || status === 'sold';

/** Moves a locked listing to `next`, or refuses with a 400 naming `status`. */
export async function applyStatus(tx: Db, listing: ListingState, next: TPosterStatus): Promise<void> {
  const refusal = statusRefusal(listing.status, next, listing.listingType);
  if (refusal) throw badRequest(refusal, { status: refusal });
  await writeStatus(tx, listing.id, next);
  if (isTaken(next) && !isTaken(listing.status)) await enqueueFollowersNews(tx, listing.id);
  if (next !== 'available') await cancelVisitsToCome(tx, [listing.id], HOME_GONE_REASONS.notListed);
}

/** Its poster's (or an admin's) change; answers the listing as it is now. */
export async function changeListingStatus({
  db,
  viewer,
  id,
  next,
  now,
}: {
  db: Db;
  viewer: Viewer;
  id: number;
  next: TPosterStatus;
  now: Date;
}): Promise<TProperty> {
  await db.transaction(async (tx) => applyStatus(tx, await assertCanChange(tx, viewer, id, { lock: true }), next));
  const row = await findPropertyRow(db, id);
  if (!row) throw notFound('Property not found');
  return presentProperty(row, indiaDateOf(now));
}
