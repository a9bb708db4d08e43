// A listing's visit windows (anyone may see them) and its poster's settings: the windows themselves,
// whether Get Phone No. shows the number or points to a conversation, and how many visits it had.
import { eq } from 'drizzle-orm';
import { PROPERTY_MESSAGES } from '#shared/contracts/property.ts';
import type { TListingVisits, TVisitSlotsRequest } from '#shared/contracts/visit.ts';
import { canManageListing } from '#shared/policy/roles.ts';
import type { Db } from '#server/db/client.ts';
import { properties } from '#server/db/schema.ts';
import { notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { lockOwnListing } from './access.ts';
import { findVisibleProperty } from '../properties/find-properties.ts';
import { countVisits, listSlots, replaceSlots } from './queries.ts';

/** `now`: the app's clock; a confirmed visit counts once it has begun. */
export async function readListingVisits(db: Db, viewer: Viewer | null, propertyId: number, now: Date): Promise<TListingVisits> {
  const listing = await findVisibleProperty(db, viewer, propertyId);
  const slots = await listSlots(db, propertyId);
  if (!viewer || !canManageListing(viewer, listing.userId)) return { slots, poster: null };
  const [[setting], visitCount] = await Promise.all([
    db.select({ phoneVisibility: properties.phoneVisibility }).from(properties).where(eq(properties.id, propertyId)),
    countVisits(db, propertyId, now),
  ]);
  // Deleted since it was read above.
  if (!setting) throw notFound(PROPERTY_MESSAGES.notFound);
  return { slots, poster: { phoneVisibility: setting.phoneVisibility, visitCount } };
}

export async function saveSlots(
  db: Db,
  viewer: Viewer,
  propertyId: number,
  request: TVisitSlotsRequest & { slots: { weekday: number | null; date: string | null; starts: string; ends: string }[] },
  now: Date,
) {
  await db.transaction(async (tx) => {
    await lockOwnListing(tx, viewer, propertyId);
    await replaceSlots(tx, propertyId, request.slots);
  });
  return readListingVisits(db, viewer, propertyId, now);
}

export async function savePhoneVisibility(db: Db, viewer: Viewer, propertyId: number, phoneVisibility: 'show' | 'conversation', now: Date) {
  await db.transaction(async (tx) => {
    await lockOwnListing(tx, viewer, propertyId);
    await tx.update(properties).set({ phoneVisibility }).where(eq(properties.id, propertyId));
  });
  return readListingVisits(db, viewer, propertyId, now);
}
