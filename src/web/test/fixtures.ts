// People and listings as the API answers them, typed by the contracts: a test names only what it is about.
import { ZListingFacts, type TListingFacts } from '#shared/contracts/listing-facts.ts';
import { keyFacts } from '#shared/listing-facts/facts.ts';
import { toPropertyCard, type TProperty, type TPropertyCard, type TSearchResults } from '#shared/contracts/property.ts';
import type { TArea } from '#shared/contracts/reference.ts';
import type { TRole, TUser } from '#shared/contracts/user.ts';

const CREATED = '2026-11-20T10:00:00.000Z';

export const aUser = (id: number, firstName: string, role: TRole = 'USER'): TUser => ({
  id,
  firstName,
  lastName: 'Rao',
  username: firstName.toLowerCase(),
  email: `${firstName.toLowerCase()}@example.test`,
  mobileNumber: null,
  phone: null,
  role,
  address: null,
  isActive: true,
  createdAt: CREATED,
});

/** Every listing fact "Not specified", whichever facts the contract declares. */
const noFacts = Object.fromEntries(Object.keys(ZListingFacts.shape).map((fact) => [fact, null])) as TListingFacts;

/** Its key facts, as the server writes them, come from its facts unless a test names them. */
export function aProperty(overrides: Partial<TProperty> = {}): TProperty {
  const id = overrides.id ?? 1;
  const listing: Omit<TProperty, 'keyFacts'> = {
    ...noFacts,
    id,
    propertyId: id,
    title: `Home ${id}`,
    description: 'A bright flat near the metro.',
    type: 'Apartment',
    propertyType: 'Apartment',
    propertyTypeId: 1,
    listingType: 'rent',
    city: 'Hyderabad',
    cityName: 'Hyderabad',
    areaName: 'Gachibowli',
    pincode: '500032',
    address: null,
    imageUrl: null,
    thumbnailUrl: null,
    images: [],
    price: 25000,
    priceDisplay: null,
    areaSqft: 1200,
    bedrooms: 2,
    bathrooms: 2,
    balconies: 1,
    amenities: null,
    status: 'available',
    isFeatured: false,
    isActive: true,
    reviewState: null,
    priceCheckReason: null,
    isVerified: false,
    isReadyToMove: false,
    ownerType: 'owner',
    area: { id: 1, areaId: 1, areaName: 'Gachibowli', pincode: '500032' },
    user: { id: 90, firstName: 'Lakshmi', lastName: 'Devi' },
    createdAt: CREATED,
    updatedAt: CREATED,
    confirmedAt: CREATED,
    statusChangedAt: CREATED,
    verificationRequestedAt: null,
    isAdminFeatured: false,
    version: 1,
    latitude: null,
    longitude: null,
    nearestStation: null,
    ...overrides,
  };
  return { ...listing, keyFacts: overrides.keyFacts ?? keyFacts(listing) };
}

export const aCard = (overrides: Partial<TProperty> = {}): TPropertyCard => toPropertyCard(aProperty(overrides));
export { toPropertyCard as toCard };

/** One page of search results; `total` listings in all, `size` a page. */
export const searchResults = (cards: TPropertyCard[], { page = 1, size = 12, total = cards.length } = {}): TSearchResults => ({
  success: true,
  data: cards,
  page,
  size,
  totalElements: total,
  totalPages: Math.ceil(total / size),
  isTotalCapped: false,
  keywordFilters: {},
  q: null,
});

export const anArea = (areaId: number, areaName: string): TArea => ({
  areaId,
  id: areaId,
  areaName,
  pincode: '500032',
  city: 'Hyderabad',
  isPopular: false,
  latitude: null,
  longitude: null,
});
