// Shortlists: a listing one may see can be added; one deleted or deactivated
// since stays on the list, shown as no longer available, until its owner removes it.
import { SHORTLIST_MESSAGES, MAX_SHORTLIST, type TShortlistItem } from '#shared/contracts/shortlist.ts';
import type { Db } from '#server/db/client.ts';
import { withinPersonCap } from '#server/db/person-caps.ts';
import { conflict } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { findVisibleProperty } from '../properties/find-properties.ts';
import { presentProperty } from '../properties/present.ts';
import { countShortlist, deleteShortlistItem, findAvailableListings, findShortlistRows, insertShortlistItem } from './queries.ts';

/** `today`: the India date the listings are shown for. */
export async function listShortlist(db: Db, viewer: Viewer, today: string): Promise<TShortlistItem[]> {
  const rows = await findShortlistRows(db, viewer.id);
  const available = await findAvailableListings(
    db,
    rows.map((row) => row.propertyId),
  );
  return rows.map((row) => {
    const listing = available.get(row.propertyId);
    return {
      propertyId: row.propertyId,
      title: listing?.title ?? row.title,
      addedAt: row.createdAt.toISOString(),
      isAvailable: listing !== undefined,
      removedBy: listing ? null : row.isModeratorHidden ? ('moderators' as const) : ('poster' as const),
      property: listing ? presentProperty(listing, today) : null,
    };
  });
}

export async function addToShortlist(db: Db, viewer: Viewer, propertyId: number): Promise<{ isNew: boolean }> {
  const listing = await findVisibleProperty(db, viewer, propertyId);
  const isNew = await withinPersonCap(
    db,
    {
      userId: viewer.id,
      cap: MAX_SHORTLIST,
      count: (tx) => countShortlist(tx, viewer.id),
      // A full list still answers "already there" for a listing on it.
      refuse: async (tx) =>
        (await findShortlistRows(tx, viewer.id)).some((row) => row.propertyId === propertyId) ? null : conflict(SHORTLIST_MESSAGES.full),
    },
    (tx) => insertShortlistItem(tx, viewer.id, propertyId, listing.title),
  );
  return { isNew };
}

/** Removing what is not there is no error: the heart shows the state the person asked for. */
export async function removeFromShortlist(db: Db, viewer: Viewer, propertyId: number): Promise<void> {
  await deleteShortlistItem(db, viewer.id, propertyId);
}
