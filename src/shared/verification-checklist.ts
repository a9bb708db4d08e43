// Apart from listing-lifecycle.ts, which every listing card uses: the admin's checklist stays out of
// the first views.
/** What an admin checks before marking a listing Verified: shown beside the box, and the badge's meaning. */
export const VERIFICATION_CHECKLIST = [
  'The price matches what the poster quoted on a call, and is plausible for the locality.',
  "The address and locality exist and match the map pin or the poster's documents.",
  'The type, bedrooms and size match the photos.',
  'The photos are of this home (not copied from another listing or the web).',
  'The poster is the owner, or an agent who says so (Owner / Broker set right).',
] as const;
