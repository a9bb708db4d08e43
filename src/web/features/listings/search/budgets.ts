// Budget presets: lakh and crore for a purchase, thousands for a month's rent, plus any
// custom amount. Amounts are whole rupees everywhere; only their labels are in lakh and crore.
import { budgetLabel, CRORE, LAKH } from '#shared/money.ts';
import type { ListingKind } from './search-state.ts';

export const SALE_BUDGETS = [20, 30, 40, 50, 60, 75].map((lakh) => lakh * LAKH).concat([1, 1.5, 2, 3, 5, 10].map((crore) => crore * CRORE));
export const RENT_BUDGETS = [5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150].map((thousand) => thousand * 1000);

export const budgetPresets = (listingType: ListingKind | null) =>
  listingType === 'rent' ? RENT_BUDGETS : listingType === 'sale' ? SALE_BUDGETS : [];

export { budgetLabel };

/** The chip of a price range: '₹20,000 – ₹40,000', 'Up to ₹1 Crore', 'From ₹50 Lakh'. */
export function priceRangeLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${budgetLabel(min)} – ${budgetLabel(max)}`;
  if (max !== null) return `Up to ${budgetLabel(max)}`;
  return `From ${budgetLabel(min ?? 0)}`;
}
