// What "Verified" keeps true (docs/decisions/0028-listing-states-and-badges.md): an admin checked
// the listing's price, address, type and pictures against the checklist. Changing any of them loses the
// badge and puts the listing back in the verification queue (verification_requested_at).
import { sql } from 'drizzle-orm';

type CheckedFacts = { price: number; address: string | null; areaId: number; propertyTypeId: number; listingType: string; pictures: string[] };

/** Whether an edit changes a fact the verification vouched for (the pictures in their order: the first is the one shown). */
export function changesCheckedFacts(before: CheckedFacts, after: CheckedFacts): boolean {
  return (
    before.price !== after.price ||
    (before.address ?? '') !== (after.address ?? '') ||
    before.areaId !== after.areaId ||
    before.propertyTypeId !== after.propertyTypeId ||
    before.listingType !== after.listingType ||
    before.pictures.join('\n') !== after.pictures.join('\n')
  );
}

/**
 * The verification columns an edit writes: an admin's own verdict when they send one (verifying takes
 * the listing out of the queue); otherwise a change to a checked fact unverifies it and queues it.
 */
export function verificationAfterEdit(adminVerdict: boolean | undefined, isCheckedFactChanged: boolean) {
  if (adminVerdict === true) return { isVerified: true, verificationRequestedAt: null };
  if (adminVerdict === false) return { isVerified: false };
  if (isCheckedFactChanged) return { isVerified: false, verificationRequestedAt: sql`now()` };
  return {};
}
