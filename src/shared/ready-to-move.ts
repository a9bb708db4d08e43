// "Ready to Move" is a claim about today: a home the poster marked ready but that is let out until a
// later date, or still being built, is not ready yet. The stored flag keeps what the poster said.
type ReadinessFacts = { isReadyToMove: boolean; availableFrom: string | null; possessionStatus: string | null };

/** Whether the home can be moved into on `today` (YYYY-MM-DD, Hyderabad's calendar). */
export function isReadyToMoveOn(listing: ReadinessFacts, today: string): boolean {
  if (!listing.isReadyToMove || listing.possessionStatus === 'under_construction') return false;
  return listing.availableFrom === null || listing.availableFrom <= today;
}
