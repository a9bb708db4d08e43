// What an admin checks before marking a listing Verified. One list, shown in the moderation queue
// and wherever else a listing is verified, so "Verified" means the same thing everywhere.
export const VERIFICATION_CHECKLIST = [
  'The poster answered a call on the phone number of their account.',
  'The address, locality and pincode match the pictures and the map.',
  'The price, type and size agree with the description and with similar homes nearby.',
  'The pictures show this home (not a stock photo, a rendering, or another listing’s pictures).',
  'An "owner" listing is posted by the owner, not by a broker.',
  'The home is still available.',
] as const;
