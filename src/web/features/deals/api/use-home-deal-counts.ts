// Placeholder: how many deals the signed-in user has as a party, and on their own properties, so the
// home page shows its My Deals and Deals on My Properties tabs only if any (spec section 2, Home).
export function useHomeDealCounts(): { myDeals: number; propertyDeals: number } {
  return { myDeals: 0, propertyDeals: 0 };
}
