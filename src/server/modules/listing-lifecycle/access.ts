// Who may change a listing's state: its poster or an admin (the listing rule, shared/policy/roles.ts).
import { canManageListing } from '#shared/policy/roles.ts';
import type { Db } from '#server/db/client.ts';
import { forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { lockListingState, type ListingState } from './listing-state.ts';

const NOT_FOUND = 'Property not found';

/** The listing (locked with `lock`), or 404 for a missing or deleted one, 403 unless the viewer may manage it. */
export async function assertCanChange(db: Db, viewer: Viewer, id: number, { lock = false } = {}): Promise<ListingState> {
  const listing = await lockListingState(db, id, { lock });
  if (!listing || listing.status === 'deleted') throw notFound(NOT_FOUND);
  if (!canManageListing(viewer, listing.userId)) throw forbidden('You can only change your own listings');
  return listing;
}
