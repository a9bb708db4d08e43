// Whether a listing's price is one a person could pay for that kind of home (docs/decisions/0070-queue-pages-and-price-check.md):
// compared with the median asking price of like homes (rent and sale apart, the same type and BHK) in
// its locality when it has enough of them, else in its city, and always with the absolute bounds below.
// A price far outside is not refused: the listing waits out of search for an admin's check.
import { formatRupees } from '../money.ts';

type ListingType = 'sale' | 'rent';

/** Like homes needed before their median is trusted. */
export const MIN_HOMES_FOR_PRICE_CHECK = 5;
/** A price more than this many times the median, or under the median divided by it, is far out. */
export const FAR_FROM_MEDIAN = 5;

/**
 * What no home in Hyderabad costs, whatever the figures say. Rent: the cheapest single rooms at the
 * city's edge ask a few thousand a month, and its costliest villas a few lakh, so under ₹1,000 or over
 * ₹10 lakh a month is a slip (often a sale price in the rent field). Sale: the cheapest small plots and
 * 1 RKs at the edge sell for around ₹10 lakh, and the city's dearest bungalows for tens of crores, so
 * under ₹5 lakh or over ₹50 crore is checked by a person before it is listed.
 */
export const ABSOLUTE_PRICE_BOUNDS: Record<ListingType, { min: number; max: number }> = {
  rent: { min: 1_000, max: 10_00_000 },
  sale: { min: 5_00_000, max: 50_00_00_000 },
};

/** The median of like homes, and where they are. */
export type LikeHomes = { place: string; typeName: string; bhk: number; count: number; medianPrice: number };

export type PriceJudgement = { isFarOut: false } | { isFarOut: true; reason: string };

export type PricedListing = { price: number; listingType: ListingType };

const per = (listingType: ListingType) => (listingType === 'rent' ? ' a month' : '');
const kindOf = ({ bhk, typeName }: Pick<LikeHomes, 'bhk' | 'typeName'>) =>
  bhk > 0 ? `a ${bhk >= 4 ? '4+' : bhk} BHK ${typeName}` : `${/^[aeiou]/i.test(typeName) ? 'an' : 'a'} ${typeName}`;

export function judgePrice({ price, listingType }: PricedListing, like: LikeHomes | null): PriceJudgement {
  const asked = `${formatRupees(price)}${per(listingType)}`;
  const verb = listingType === 'rent' ? 'rents' : 'sells';
  const bounds = ABSOLUTE_PRICE_BOUNDS[listingType];
  if (price < bounds.min) return { isFarOut: true, reason: `${asked} is less than ${formatRupees(bounds.min)}, below what any home ${verb} for.` };
  if (price > bounds.max) return { isFarOut: true, reason: `${asked} is more than ${formatRupees(bounds.max)}, above what any home ${verb} for.` };
  if (!like) return { isFarOut: false };
  const side = price > like.medianPrice * FAR_FROM_MEDIAN ? 'above' : price * FAR_FROM_MEDIAN < like.medianPrice ? 'below' : null;
  if (!side) return { isFarOut: false };
  const figures = `the median of ${like.count} listed is ${formatRupees(like.medianPrice)}${per(listingType)}`;
  return { isFarOut: true, reason: `${asked} is far ${side} what ${kindOf(like)} ${verb} for in ${like.place}: ${figures}.` };
}
