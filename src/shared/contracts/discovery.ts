// Helping a search and a listing page onwards: ways out of a search with few results,
// similar homes and how a listing's price per sqft compares with its locality.
import { z } from '../zod.ts';
import { listingTypes, ZPropertyCard, ZSearchRequest } from './property.ts';

export const SUGGESTION_KINDS = ['nearby', 'budget', 'drop'] as const;

/**
 * One way out of a search: `count` more listings the search in `filters` finds than the one asked
 * ('12 more without 'Fully furnished''); `filters` is a search payload to run as it is. When that search
 * finds more than the server counts, the label gives its total ('2,000+ without ...') and `count` the
 * fewest more it finds.
 */
export const ZSearchSuggestion = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  label: z.string(),
  count: z.number().int(),
  filters: z.record(z.string(), z.unknown()),
});
export type TSearchSuggestion = z.infer<typeof ZSearchSuggestion>;

/** POST /api/properties/search/suggestions takes a search payload. */
export const ZSuggestionsRequest = ZSearchRequest;

/** GET /api/properties/{id}/similar: at most this many. */
export const MAX_SIMILAR = 6;
export const ZSimilarHomes = z.array(ZPropertyCard);

/**
 * GET /api/properties/{id}/price-insight: the listing's price per sqft against the median of the
 * other active listings of its locality, type, BHK and listing type (null under MIN_COMPARABLES).
 * `percentDiff` is whole percent, negative when below the median.
 */
export const MIN_COMPARABLES = 3;
export const ZPriceInsight = z.object({
  pricePerSqft: z.number().int(),
  medianPricePerSqft: z.number().int(),
  percentDiff: z.number().int(),
  areaName: z.string(),
  bedrooms: z.number().int(),
  propertyType: z.string(),
  listingType: z.enum(listingTypes),
  sampleSize: z.number().int(),
});
export type TPriceInsight = z.infer<typeof ZPriceInsight>;
