// The only way a listing leaves the server (spec section 3, Property). The poster appears by name
// only: phone and email are for signed-in users, through GET /api/properties/{id}/contact.
import { LISTING_FACT_FIELDS, type TListingFacts } from '#shared/contracts/listing-facts.ts';
import { keyFacts } from '#shared/listing-facts/facts.ts';
import { priceDisplayText } from '#shared/money.ts';
import type { TNearestStation, TProperty } from '#shared/contracts/property.ts';
import { METRO_LINES, type TMetroLine } from '#shared/geo/metro.ts';
import { isReadyToMoveOn } from '#shared/ready-to-move.ts';
import type { ImageRow, PropertyRow } from './listing-rows.ts';

/** The rent and sale facts of a row (null where the poster did not say). */
export function listingFactsOf(row: TListingFacts): TListingFacts {
  return Object.fromEntries(LISTING_FACT_FIELDS.map((field) => [field, row[field] ?? null])) as TListingFacts;
}

function nearestStationOf(row: PropertyRow): TNearestStation | null {
  if (row.nearestStationCode == null || row.nearestStationName == null || row.nearestStationM == null) return null;
  const lines = (row.nearestStationLines ?? []).filter((line): line is TMetroLine => (METRO_LINES as readonly string[]).includes(line));
  return { code: row.nearestStationCode, name: row.nearestStationName, lines, metres: row.nearestStationM };
}

/** `today`: the India date the answer is for (Ready to Move is a claim about a day). */
export function presentProperty(row: PropertyRow, today: string, images: ImageRow[] = row.images): TProperty {
  const facts = listingFactsOf(row);
  const primary = images.find((image) => image.isPrimary) ?? images[0];
  const area = { id: row.areaId, areaId: row.areaId, areaName: row.areaName, pincode: row.areaPincode };
  return {
    id: row.id,
    propertyId: row.id,
    title: row.title,
    description: row.description,
    type: row.typeName,
    propertyType: row.typeName,
    propertyTypeId: row.propertyTypeId,
    listingType: row.listingType,
    city: row.city,
    cityName: row.city,
    areaName: row.areaName,
    pincode: row.pincode ?? row.areaPincode,
    // Rows written without an address (seeds) read as the area-based default the spec describes.
    address: row.address ?? `${row.areaName}, ${row.city}`,
    imageUrl: primary?.url ?? null,
    thumbnailUrl: primary?.thumbUrl ?? null,
    images: images.map(({ id, url, thumbUrl, isPrimary }) => ({ id, url, thumbUrl, isPrimary })),
    price: row.price,
    priceDisplay: row.priceDisplay ?? priceDisplayText(row.price),
    areaSqft: row.areaSqft,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    balconies: row.balconies,
    amenities: row.amenities,
    status: row.status,
    isFeatured: row.isFeatured,
    isActive: row.isActive,
    reviewState: row.reviewState,
    priceCheckReason: row.priceCheckReason,
    isVerified: row.isVerified,
    isReadyToMove: isReadyToMoveOn(row, today),
    ownerType: row.ownerType,
    area,
    user: { id: row.userId, firstName: row.posterFirstName, lastName: row.posterLastName },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    confirmedAt: row.confirmedAt,
    statusChangedAt: row.statusChangedAt,
    verificationRequestedAt: row.verificationRequestedAt,
    isAdminFeatured: row.isAdminFeatured,
    version: row.version,
    latitude: row.latitude,
    longitude: row.longitude,
    nearestStation: nearestStationOf(row),
    ...facts,
    keyFacts: keyFacts({ listingType: row.listingType, ...facts }),
  };
}

/** Presents rows that carry their pictures (queries.ts reads them in the same query). */
export function presentProperties(rows: PropertyRow[], today: string): TProperty[] {
  return rows.map((row) => presentProperty(row, today));
}
