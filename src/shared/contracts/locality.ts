// A locality's page: listing counts and median prices per sq ft for sale and
// rent by BHK, all counted from the database.
import { z } from '../zod.ts';

export const ZBhkFigure = z.object({
  listingType: z.enum(['sale', 'rent']),
  /** 1, 2, 3, or 4 for 4 or more. */
  bhk: z.number().int(),
  count: z.number().int(),
  /** Median over listings that state their area; null when none does. */
  medianPricePerSqft: z.number().int().nullable(),
  medianPrice: z.number().int(),
});
export type TBhkFigure = z.infer<typeof ZBhkFigure>;

export const ZLocalityInsights = z.object({
  areaId: z.number().int(),
  areaName: z.string(),
  /** Its address on the site: /localities/{slug}. */
  slug: z.string(),
  pincode: z.string(),
  city: z.string(),
  forSale: z.number().int(),
  forRent: z.number().int(),
  byBhk: z.array(ZBhkFigure),
});
export type TLocalityInsights = z.infer<typeof ZLocalityInsights>;

export const LOCALITY_NOT_FOUND = 'Locality not found';

/** A locality's id (12) or slug (hitec-city) in a URL. */
export const ZLocalityKey = z
  .string()
  .trim()
  .toLowerCase()
  .max(60, 'At most 60 characters')
  .regex(/^(?:\d+|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'Must be a locality id or name such as hitec-city')
  .transform((key) => (/^\d+$/.test(key) ? Number(key) : key));

/** Fewer homes than this in a cell and no median is given: one or two asking prices say little. */
export const MIN_HOMES_FOR_MEDIAN = 3;

export const ZQuarterCell = z.object({
  /** Homes of this kind listed in the quarter. */
  count: z.number().int(),
  /** Their median asking price, or null when fewer than MIN_HOMES_FOR_MEDIAN. */
  medianPrice: z.number().int().nullable(),
});

export const ZLocalityPriceHistory = z.object({
  areaId: z.number().int(),
  minHomes: z.number().int(),
  /** Oldest first; the last is the quarter still running. */
  quarters: z.array(z.object({ start: z.string(), label: z.string(), isCurrent: z.boolean() })),
  /** One row per listing type and BHK that had any home in these quarters; cells in the quarters' order. */
  rows: z.array(z.object({ listingType: z.enum(['sale', 'rent']), bhk: z.number().int(), cells: z.array(ZQuarterCell) })),
});
export type TLocalityPriceHistory = z.infer<typeof ZLocalityPriceHistory>;

export const ZLocalityNearby = z.object({
  areaId: z.number().int(),
  /** Whether the locality's centre is known; without it nothing can be measured from it. */
  hasCentre: z.boolean(),
  /** Those within 3 km, nearest first; when none is, the nearest alone. */
  stations: z.array(z.object({ code: z.string(), name: z.string(), lines: z.array(z.string()), distanceM: z.number().int() })),
  localities: z.array(z.object({ areaId: z.number().int(), areaName: z.string(), slug: z.string(), distanceM: z.number().int() })),
});
export type TLocalityNearby = z.infer<typeof ZLocalityNearby>;
