// Budget presets (issue 15): lakh and crore for a purchase, thousands for a month's rent, plus any
// custom amount. Amounts are whole rupees everywhere; only their labels are in lakh and crore.
import { CRORE, formatIndianNumber, LAKH } from '../../../../shared/money.ts';
import type { ListingKind } from './search-state.ts';

export const SALE_BUDGETS = [20, 30, 40, 50, 60, 75].map((lakh) => lakh * LAKH).concat([1, 1.5, 2, 3, 5, 10].map((crore) => crore * CRORE));
export const RENT_BUDGETS = [5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150].map((thousand) => thousand * 1000);
export const DEPOSIT_LIMITS = [50_000, 1 * LAKH, 2 * LAKH, 3 * LAKH, 5 * LAKH];

export const budgetPresets = (listingType: ListingKind | null) =>
  listingType === 'rent' ? RENT_BUDGETS : listingType === 'sale' ? SALE_BUDGETS : [];

const trimmed = (value: number) => String(Math.round(value * 100) / 100);

/** '₹1.5 Crore', '₹75 Lakh', '₹40,000'. */
export function budgetLabel(rupees: number): string {
  if (rupees >= CRORE) return `₹${trimmed(rupees / CRORE)} Crore`;
  if (rupees >= LAKH) return `₹${trimmed(rupees / LAKH)} Lakh`;
  return `₹${formatIndianNumber(rupees)}`;
}

/** The chip of a price range: '₹20,000 – ₹40,000', 'Up to ₹1 Crore', 'From ₹50 Lakh'. */
export function priceRangeLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${budgetLabel(min)} – ${budgetLabel(max)}`;
  if (max !== null) return `Up to ${budgetLabel(max)}`;
  return `From ${budgetLabel(min ?? 0)}`;
}
