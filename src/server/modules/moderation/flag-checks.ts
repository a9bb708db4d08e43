// The background checks a posted or edited listing goes through (an outbox job written with the
// post or edit, so posting stays fast): brokers posting as owners, pictures copied from another
// poster's listing, the same address and price posted by another account, and a description carrying a
// phone number, a UPI ID or "token amount". Each raises a flag with its evidence for the moderation queue.
import type { Db } from '#server/db/client.ts';
import { outbox } from '#server/db/schema.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import type { JobHandler } from '#server/jobs/registry.ts';
import type { ListingWatcher } from '../properties/listing-watchers.ts';
import {
  activeOwnerListings,
  findCheckedListing,
  openFlagOn,
  raiseFlag,
  sameAddressAndPrice,
  wasClosedWith,
  type CheckedListing,
  type FlagEvidence,
} from './flag-queries.ts';
import { findCopies, hashPictures } from './picture-hashes.ts';
import { findPaymentTalk, PAYMENT_TALK_LABELS } from '#shared/policy/payment-talk.ts';

export const LISTING_FLAG_CHECKS_JOB = 'listing-flag-checks';
/** More active "owner" listings than this from one person is how brokers usually look. */
export const MAX_OWNER_LISTINGS = 3;

export async function enqueueListingFlagChecks(tx: Db, propertyId: number): Promise<void> {
  await tx.insert(outbox).values({ kind: LISTING_FLAG_CHECKS_JOB, payload: { propertyId } });
}

/** Every posted or edited listing is checked, after the write commits. */
export const flagChecksWatcher: ListingWatcher = {
  posted: ({ db }, propertyId) => enqueueListingFlagChecks(db, propertyId),
  editing:
    async ({ db }, propertyId) =>
    () =>
      enqueueListingFlagChecks(db, propertyId),
};

async function checkOwnerListings(db: Db, listing: CheckedListing) {
  if (listing.ownerType !== 'owner') return;
  const ids = await activeOwnerListings(db, listing.userId);
  if (ids.length <= MAX_OWNER_LISTINGS) return;
  // One flag per poster, on whichever of their listings already carries it.
  const open = await openFlagOn(db, ids, 'many_owner_listings');
  const flagged = open?.propertyId ?? listing.id;
  const evidence: FlagEvidence = {
    summary: `This poster has ${ids.length} active listings marked "owner".`,
    matches: ids.filter((id) => id !== flagged).map((propertyId) => ({ propertyId })),
  };
  await raiseFlag(db, flagged, 'many_owner_listings', evidence);
}

async function checkCopiedPictures(db: Db, store: ObjectStore, listing: CheckedListing) {
  const hashes = await hashPictures(db, store, listing.urls);
  const byListing = new Map<number, FlagEvidence['matches'][number]>();
  const pictures = [...hashes].map(([url, variants]) => ({ url, hashes: variants }));
  for (const match of await findCopies(db, { pictures, posterId: listing.userId })) {
    const pictures = byListing.get(match.propertyId)?.pictures ?? [];
    pictures.push({ url: match.url, matchedUrl: match.matchedUrl, distance: match.distance });
    byListing.set(match.propertyId, { propertyId: match.propertyId, pictures });
  }
  if (byListing.size === 0) return;
  const count = byListing.size;
  const summary = `Pictures of this listing appear in ${count} listing${count === 1 ? '' : 's'} of other posters.`;
  await raiseFlag(db, listing.id, 'copied_photo', { summary, matches: [...byListing.values()] });
}

async function checkSameAddressAndPrice(db: Db, listing: CheckedListing) {
  const ids = await sameAddressAndPrice(db, listing);
  if (ids.length === 0) return;
  const summary = `Other accounts posted the same address at the same price.`;
  await raiseFlag(db, listing.id, 'same_address_price', { summary, matches: ids.map((propertyId) => ({ propertyId })) });
}

async function checkPaymentTalk(db: Db, listing: CheckedListing) {
  const found = findPaymentTalk(listing.description);
  if (found.length === 0) return;
  const named = found.map((talk) => PAYMENT_TALK_LABELS[talk]);
  const summary = `The description has ${named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0]}.`;
  // Edits of other fields check again: what an admin already let stand is not raised anew.
  if (await wasClosedWith(db, listing.id, 'contact_in_text', summary)) return;
  await raiseFlag(db, listing.id, 'contact_in_text', { summary, matches: [] });
}

export function listingFlagChecksHandler({ db, store }: { db: Db; store: ObjectStore }): JobHandler {
  return async (job) => {
    const { propertyId } = job.payload as { propertyId: number };
    const listing = await findCheckedListing(db, propertyId);
    if (!listing || listing.isDeleted) return;
    await checkOwnerListings(db, listing);
    await checkCopiedPictures(db, store, listing);
    await checkSameAddressAndPrice(db, listing);
    await checkPaymentTalk(db, listing);
  };
}
