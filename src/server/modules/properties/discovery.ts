// A listing page's similar homes and price insight, for whoever may see the
// listing; both are kept while no listing changes.
import { MAX_SIMILAR, MIN_COMPARABLES, type TPriceInsight } from '#shared/contracts/discovery.ts';
import type { TProperty } from '#shared/contracts/property.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { comparablePricePerSqft, findSimilarRows } from './queries-discovery.ts';
import { findVisibleProperty } from './find-properties.ts';
import { nearestLocalities, distanceKm, readLocalities } from './localities.ts';
import type { KeptContext } from './kept-listings.ts';
import { dayOfVersion, type ListingsVersion } from '#server/cache/listings-version.ts';
import { presentProperties } from './present.ts';

/** Similar homes are priced within this share of the listing's price... */
const PRICE_SPREAD = 0.25;
/** ...in its locality or one of the nearest few, centre to centre within this distance. */
const NEARBY_LOCALITIES = 5;
const NEARBY_KM = 4;

/** `version`: the app's listings version, read before the listing is (listings-version.ts). */
export async function similarHomes(context: KeptContext, viewer: Viewer | null, id: number, version: ListingsVersion): Promise<TProperty[]> {
  const { db, kept } = context;
  const listing = await findVisibleProperty(db, viewer, id);
  return kept.similar.getOrCompute(String(id), version, async () => {
    const localities = await readLocalities(context, version);
    const own = localities.byId.get(listing.areaId);
    const nearby = own ? nearestLocalities(localities, [own], NEARBY_LOCALITIES).filter((l) => distanceKm(own, l) <= NEARBY_KM) : [];
    const rows = await findSimilarRows(db, listing, [listing.areaId, ...nearby.map((l) => l.id)], PRICE_SPREAD, MAX_SIMILAR);
    return presentProperties(rows, dayOfVersion(version));
  });
}

/** Null without an area to price per sqft, or under MIN_COMPARABLES comparable listings. */
export async function priceInsight(
  { db, kept }: KeptContext,
  viewer: Viewer | null,
  id: number,
  version: ListingsVersion,
): Promise<TPriceInsight | null> {
  const listing = await findVisibleProperty(db, viewer, id);
  if (!listing.areaSqft) return null;
  return kept.insight.getOrCompute(String(id), version, async () => {
    const { median, sampleSize } = await comparablePricePerSqft(db, listing);
    if (median == null || sampleSize < MIN_COMPARABLES) return null;
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- no comparables (median null) without an area.
    const own = listing.price / listing.areaSqft!;
    return {
      pricePerSqft: Math.round(own),
      medianPricePerSqft: Math.round(median),
      percentDiff: Math.round(((own - median) / median) * 100),
      areaName: listing.areaName,
      bedrooms: listing.bedrooms,
      propertyType: listing.typeName,
      listingType: listing.listingType,
      sampleSize,
    };
  });
}
