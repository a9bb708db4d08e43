// What the spec's client sends: a property and a search as its dialogs build them, and deals to act on.
import { expect } from 'vitest';
import { createDeal, moveDeal } from '../fixtures/deals.ts';
import type { TestUser } from '../helper.ts';
import { postListing } from '../listing-fixtures.ts';
import { fresh, type World } from './world.ts';

/** A property as the spec's Post Property dialog sends it: the entity's own spellings and casing. */
export function specProperty(world: World, poster: TestUser, extra: object = {}) {
  return {
    title: `Spec-client flat ${fresh()}`,
    description: 'Posted as the spec describes a property.',
    propertyType: { propertyTypeId: world.ref.type('Apartment').propertyTypeId, typeName: 'Apartment' },
    listingType: 'SALE',
    area: { areaId: world.ref.area('Kondapur').areaId, areaName: 'Kondapur' },
    city: 'Hyderabad',
    address: null,
    imageUrl: world.picture,
    price: 8_500_000,
    areaSqft: 1200,
    bedrooms: 2,
    bathrooms: 2,
    balconies: 1,
    amenities: 'Parking, Gym, Lift',
    status: 'available',
    isFeatured: true,
    isActive: true,
    isVerified: false,
    isReadyToMove: true,
    ownerType: 'OWNER',
    user: { id: poster.id },
    ...extra,
  };
}

/** The search page's payload: every field, empty ones null, page 0, size 50, createdAt descending. */
export const specSearch = (filters: object = {}) => ({
  propertyType: null,
  minPrice: null,
  maxPrice: null,
  city: 'Hyderabad',
  area: null,
  listingType: null,
  minBedrooms: null,
  maxBedrooms: null,
  isVerified: null,
  ownerType: null,
  isReadyToMove: null,
  sortBy: 'createdAt',
  sortOrder: 'DESC',
  page: 0,
  size: 50,
  ...filters,
});

/** A new deal of the buyer's on a new listing of the seller's, moved to `stage` by its agent. */
export async function dealAt(w: World, stage: string): Promise<number> {
  const listing = await postListing(w.t, w.ref, w.seller.token, { title: `Deal home ${fresh()}` });
  const deal = await createDeal(w.t, w.agent, { propertyId: listing.id, buyerId: w.buyer.id });
  if (stage !== 'INQUIRY') expect((await moveDeal(w.t, w.agent, deal.id, stage)).statusCode).toBe(200);
  return deal.id;
}

export const SIGN_IN_FOR_LISTINGS =
  "the spec's client names the owner in the body (user: { id }), which anyone can fill in; Gruha takes the owner from the token, so listing writes need the stored authToken";
