// Listings: what the API answers and what it accepts (spec sections 3, 5 and 7).
import { z } from '../zod.ts';
import { declaredRequestFields, listOf } from '../search/filters/request-schema.ts';
import { METRO_LINES } from '../geo/metro.ts';
import { anyCase, anyCaseFilter } from './any-case.ts';
import { checkListingPosition, listingPositionFields } from './listing-position.ts';
import { searchGeoFields } from './search-geo.ts';
import { BHK_CHOICES, BHK_OR_MORE, checkListingFacts, FURNISHINGS, listingFactFields, ZListingFacts } from './listing-facts.ts';

export const listingTypes = ['sale', 'rent'] as const;
export const ownerTypes = ['owner', 'broker'] as const;
/** confirmedAt: freshness, the most recently confirmed as still available first; commute: shortest estimated commute to a workplace first. */
export const sortKeys = ['createdAt', 'price', 'pricePerSqft', 'relevance', 'confirmedAt', 'commute'] as const;
export type TSortKey = (typeof sortKeys)[number];
export const sortOrders = ['asc', 'desc'] as const;

export const MAX_PRICE = 1_000_000_000;
export const MAX_AREA_SQFT = 9999;
export const MAX_ROOMS_ON_POST = 10;
export const MAX_ROOMS_ON_EDIT = 20;
export const MAX_BALCONIES = 10;

import { PROPERTY_MESSAGES } from './property-messages.ts';

export { PROPERTY_MESSAGES };

export const ZPropertyImage = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbUrl: z.string(),
  isPrimary: z.boolean(),
});

/**
 * The poster as a listing shows them; contact details via GET /api/properties/{id}/contact. Only in
 * GET /api/properties, and only to agents and admins, the poster's mobileNumber and email come along:
 * the spec's create-deal dialog shows each listing's seller phone from that list.
 */
export const ZPoster = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string().nullable().optional(),
  email: z.string().optional(),
});

/** The metro station nearest a home, straight-line metres away. */
export const ZNearestStation = z.object({
  code: z.string(),
  name: z.string(),
  lines: z.array(z.enum(METRO_LINES)),
  metres: z.number().int(),
});
export type TNearestStation = z.infer<typeof ZNearestStation>;

export const ZProperty = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  propertyType: z.string(),
  propertyTypeId: z.number().int(),
  listingType: z.enum(listingTypes),
  city: z.string(),
  cityName: z.string(),
  areaName: z.string(),
  pincode: z.string().nullable(),
  address: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  images: z.array(ZPropertyImage),
  price: z.number(),
  priceDisplay: z.string().nullable(),
  areaSqft: z.number().int().nullable(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  balconies: z.number().int(),
  amenities: z.string().nullable(),
  status: z.string(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  /**
   * 'under_review': reports took it out of search until an admin decides; 'hidden': an admin took it down;
   * 'price_check': its price is far from what such a home costs, and it waits for an admin's check.
   */
  reviewState: z.enum(['under_review', 'hidden', 'price_check']).nullable(),
  /** Why its price waits for a check (only while reviewState is 'price_check'). */
  priceCheckReason: z.string().nullable(),
  isVerified: z.boolean(),
  isReadyToMove: z.boolean(),
  ownerType: z.enum(ownerTypes),
  area: z.object({ id: z.number().int(), areaId: z.number().int(), areaName: z.string(), pincode: z.string() }),
  user: ZPoster,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the poster last said the home is still available (posting is the first time). */
  confirmedAt: z.string(),
  /** When the listing's status last changed (rented out on, hidden since...). */
  statusChangedAt: z.string(),
  /** Waiting for an admin's verification since (posted, or a checked fact changed); null when not waiting. */
  verificationRequestedAt: z.string().nullable(),
  /** An admin chose to feature it: the only listings with a Featured badge (isFeatured is the spec's flag, on every listing). */
  isAdminFeatured: z.boolean(),
  /** Moves with every edit; sent back as If-Match, it makes an edit from an older version a 412 (Precondition Failed). */
  version: z.number().int(),
  /** Where the home is (WGS 84 degrees); the locality's centre when the poster placed it no closer. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  nearestStation: ZNearestStation.nullable(),
  // Rent and sale facts (listing-facts.ts); null is "Not specified".
  ...ZListingFacts.shape,
  /** The facts a search result card shows in one line, as it shows them: "Deposit ₹1,00,000", "Semi-furnished". */
  keyFacts: z.array(z.string()),
});
export type TProperty = z.infer<typeof ZProperty>;

/**
 * A listing as a card shows it: the featured list's 48 come without descriptions, picture lists and
 * the other detail-page fields (about 55% of the bytes), since the home page only draws cards.
 */
export const ZPropertyCard = ZProperty.pick({
  id: true,
  title: true,
  type: true,
  propertyType: true,
  listingType: true,
  city: true,
  cityName: true,
  areaName: true,
  imageUrl: true,
  thumbnailUrl: true,
  price: true,
  priceDisplay: true,
  areaSqft: true,
  bedrooms: true,
  bathrooms: true,
  amenities: true,
  status: true,
  isFeatured: true,
  isVerified: true,
  isReadyToMove: true,
  ownerType: true,
  user: true,
  createdAt: true,
  confirmedAt: true,
  isAdminFeatured: true,
  keyFacts: true,
  deposit: true,
  furnishing: true,
  possessionStatus: true,
  preferredTenants: true,
  availableFrom: true,
  latitude: true,
  longitude: true,
  nearestStation: true,
});
export type TPropertyCard = z.infer<typeof ZPropertyCard>;

const CARD_FIELDS = Object.keys(ZPropertyCard.shape) as (keyof TPropertyCard)[];

/** A listing's card fields only (what a list of results shows). */
export const toPropertyCard = (property: TPropertyCard): TPropertyCard =>
  Object.fromEntries(CARD_FIELDS.filter((field) => field in property).map((field) => [field, property[field]])) as TPropertyCard;

/** GET /api/properties/{id}/contact (signed in): what 'Get Phone No.' reveals. */
export const ZPosterContact = z.object({
  name: z.string(),
  mobileNumber: z.string().nullable(),
  email: z.string().nullable(),
  /** 'conversation': the poster asks to be written to in Gruha, and shows no number or address. */
  contactVia: z.enum(['phone', 'conversation']),
});
export type TPosterContact = z.infer<typeof ZPosterContact>;

/** Ids are PostgreSQL integers; a larger number can name nothing. */
export const MAX_ID = 2_147_483_647;

const wholeNumber = (message: string) => z.coerce.number({ error: message }).int(message);
/** A reference the form must fill (else the required message); one that names nothing is refused by the server. */
const recordId = (unknown: string) => wholeNumber(PROPERTY_MESSAGES.required).positive(PROPERTY_MESSAGES.required).max(MAX_ID, unknown);

/** Amenities as a list, or as the comma-separated text the spec's client sends. */
const ZAmenities = z
  .union([z.array(z.string()), z.string().transform((text) => text.split(','))])
  .pipe(z.array(z.string().trim().max(40, 'Each amenity must be at most 40 characters')).max(20, 'At most 20 amenities'))
  .transform((list) => [...new Set(list.filter(Boolean))]);

/**
 * POST /api/properties. Fields a poster may not set (isVerified, isFeatured, status, owner,
 * ids, timestamps) are not part of it and are dropped. imageUrls are URLs this server stored
 * (POST /api/upload/image); the first is the primary picture. The rent and sale facts are all
 * optional; those of the other listing type are refused (checkListingFacts).
 */
const ZPropertyFields = z.object({
  title: z.string({ error: PROPERTY_MESSAGES.required }).trim().min(1, PROPERTY_MESSAGES.required).max(150, 'Title must be at most 150 characters'),
  description: z
    .string({ error: PROPERTY_MESSAGES.required })
    .trim()
    .min(1, PROPERTY_MESSAGES.required)
    .max(5000, 'Description must be at most 5000 characters'),
  propertyTypeId: recordId('Please choose a property type from the list'),
  listingType: anyCase(listingTypes, 'Listing type must be sale or rent'),
  areaId: recordId(PROPERTY_MESSAGES.invalidArea),
  address: z.string().trim().max(300, 'Address must be at most 300 characters').nullish(),
  price: z.coerce
    .number({ error: PROPERTY_MESSAGES.priceOnPost })
    .int(PROPERTY_MESSAGES.priceOnPost)
    .gt(0, PROPERTY_MESSAGES.priceOnPost)
    .lte(MAX_PRICE, PROPERTY_MESSAGES.priceOnPost),
  areaSqft: wholeNumber(PROPERTY_MESSAGES.areaOnSubmit)
    .positive(PROPERTY_MESSAGES.areaOnSubmit)
    .lte(MAX_AREA_SQFT, PROPERTY_MESSAGES.areaOnSubmit)
    .nullish(),
  bedrooms: wholeNumber(PROPERTY_MESSAGES.required).min(0, PROPERTY_MESSAGES.roomsOnSubmit).max(MAX_ROOMS_ON_POST, PROPERTY_MESSAGES.roomsOnSubmit),
  bathrooms: wholeNumber(PROPERTY_MESSAGES.required).min(0, PROPERTY_MESSAGES.roomsOnSubmit).max(MAX_ROOMS_ON_POST, PROPERTY_MESSAGES.roomsOnSubmit),
  balconies: wholeNumber(PROPERTY_MESSAGES.roomsOnSubmit)
    .min(0, PROPERTY_MESSAGES.roomsOnSubmit)
    .max(MAX_BALCONIES, PROPERTY_MESSAGES.roomsOnSubmit)
    .default(0),
  amenities: ZAmenities.default([]),
  isReadyToMove: z.boolean().default(false),
  ownerType: anyCase(ownerTypes, 'Owner type must be owner or broker').default('owner'),
  imageUrls: z.array(z.string().max(300), { error: PROPERTY_MESSAGES.required }).min(1, PROPERTY_MESSAGES.required).max(12, 'At most 12 pictures'),
  ...listingFactFields,
  ...listingPositionFields,
});
export const ZPropertyCreateRequest = ZPropertyFields.superRefine(checkListingFacts).superRefine(checkListingPosition);
export type TPropertyCreateRequest = z.input<typeof ZPropertyCreateRequest>;

/** POST /api/properties/price-check: whether a price would wait for an admin's check (shared/policy/price-range.ts). */
export const ZPriceCheckRequest = ZPropertyFields.pick({ propertyTypeId: true, listingType: true, areaId: true, price: true, bedrooms: true }).extend(
  {
    /** The listing being edited, left out of the figures it is compared with. */
    propertyId: recordId('Not found').optional(),
  },
);
export type TPriceCheckRequest = z.input<typeof ZPriceCheckRequest>;
export const ZPriceCheck = z.object({ isFarOut: z.boolean(), reason: z.string().nullable() });
export type TPriceCheck = z.infer<typeof ZPriceCheck>;

/**
 * PUT /api/properties/{id}: the edit dialog allows 20 bedrooms and bathrooms; isVerified and
 * isAdminFeatured count for admins only. A fact left out keeps its value (the spec's edit dialog knows none of them); null clears it.
 */
export const ZPropertyUpdateRequest = ZPropertyFields.extend({
  price: z.coerce
    .number({ error: PROPERTY_MESSAGES.priceOnEdit })
    .int(PROPERTY_MESSAGES.priceOnEdit)
    .gt(0, PROPERTY_MESSAGES.priceOnEdit)
    .lte(MAX_PRICE, PROPERTY_MESSAGES.priceOnPost),
  bedrooms: wholeNumber(PROPERTY_MESSAGES.required).min(0).max(MAX_ROOMS_ON_EDIT, 'Bedrooms cannot exceed 20.'),
  bathrooms: wholeNumber(PROPERTY_MESSAGES.required).min(0).max(MAX_ROOMS_ON_EDIT, 'Bathrooms cannot exceed 20.'),
  isVerified: z.boolean().optional(),
  /** Gruha's own Featured badge: an admin's choice, ignored from anyone else. */
  isAdminFeatured: z.boolean().optional(),
})
  .superRefine(checkListingFacts)
  .superRefine(checkListingPosition);
export type TPropertyUpdateRequest = z.input<typeof ZPropertyUpdateRequest>;

export const MAX_PAGE_SIZE = 100;

/** Locality and type lists a search may name at once. */
export const MAX_SEARCH_AREAS = 20;
export const MAX_SEARCH_TYPES = 8;

const areaRef = z.union([z.number().int().positive().max(MAX_ID), z.string().trim().max(80)], { error: 'A locality is its id or its name' });

/**
 * POST /api/properties/search (spec section 3, Search payload), plus free-text keywords, several
 * localities, BHK counts and types at once (each list combined with its single-value field as OR),
 * and the declared filters (search/filters/filters.ts). Keywords that name a filter set it.
 */
export const ZSearchRequest = z
  .object({
    q: z.string().trim().max(200, 'Search text must be at most 200 characters').nullish(),
    propertyType: z.string().trim().max(40).nullish(),
    propertyTypes: listOf(z.string().trim().max(40), MAX_SEARCH_TYPES, 'Property types'),
    // Any case ('SALE' from the menus); an empty choice is no filter.
    listingType: anyCaseFilter(listingTypes, 'Listing type must be sale or rent'),
    // Prices are whole rupees up to MAX_PRICE: a bound in between or beyond is rounded into that range
    // (the database compares whole numbers; 1e30 or 1.5 must not reach it as such).
    minPrice: z.coerce
      .number({ error: 'Min price must be a number' })
      .min(0, 'Min price cannot be negative')
      .transform((v) => Math.ceil(Math.min(v, MAX_PRICE + 1)))
      .nullish(),
    maxPrice: z.coerce
      .number({ error: 'Max price must be a number' })
      .min(0, 'Max price cannot be negative')
      .transform((v) => Math.floor(Math.min(v, MAX_PRICE)))
      .nullish(),
    /** A locality id, or its name (or part of it). */
    area: areaRef.nullish(),
    /** Localities by id or name (any case, with or without spaces, common spellings). */
    areas: listOf(areaRef, MAX_SEARCH_AREAS, 'Areas'),
    minBedrooms: z.coerce
      .number()
      .int('Bedrooms must be a whole number')
      .min(0, 'Bedrooms must be 0 to 20')
      .max(20, 'Bedrooms must be 0 to 20')
      .nullish(),
    maxBedrooms: z.coerce
      .number()
      .int('Bedrooms must be a whole number')
      .min(0, 'Bedrooms must be 0 to 20')
      .max(20, 'Bedrooms must be 0 to 20')
      .nullish(),
    /** BHK counts 1 to 4, where 4 is "4 or more". */
    bedrooms: listOf(
      z.coerce
        .number({ error: 'Bedrooms must be 1, 2, 3 or 4 (4 or more)' })
        .int('Bedrooms must be 1, 2, 3 or 4 (4 or more)')
        .min(1, 'Bedrooms must be 1, 2, 3 or 4 (4 or more)')
        .max(BHK_OR_MORE, 'Bedrooms must be 1, 2, 3 or 4 (4 or more)'),
      BHK_CHOICES.length,
      'Bedrooms',
    ),
    ...declaredRequestFields,
    // Place: a box on the map, a drawn area, near the metro or a station, a workplace (search-geo.ts).
    ...searchGeoFields,
    /** Newest first by default; by relevance when there are keywords left to rank by. The spec's page sends 'createdAt'. */
    sortBy: anyCaseFilter(sortKeys, 'Sort by createdAt, price, pricePerSqft, relevance, confirmedAt or commute'),
    // The spec's search page sends sortOrder 'DESC'.
    sortOrder: anyCaseFilter(sortOrders, 'Sort order must be asc or desc').default('desc'),
    page: z.coerce
      .number()
      .int('Page must be a whole number')
      .min(0, 'Page must be 0 or more')
      .max(10_000, 'Page must be at most 10000')
      .nullish()
      .default(0),
    size: z.coerce
      .number()
      .int('Page size must be a whole number')
      .min(1, `Page size must be 1 to ${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `Page size must be 1 to ${MAX_PAGE_SIZE}`)
      .nullish()
      .default(50),
  })
  .refine((s) => s.minPrice == null || s.maxPrice == null || s.minPrice <= s.maxPrice, {
    message: 'Min price cannot be above max price',
    path: ['minPrice'],
  })
  .refine((s) => s.minBedrooms == null || s.maxBedrooms == null || s.minBedrooms <= s.maxBedrooms, {
    message: 'Min bedrooms cannot be above max bedrooms',
    path: ['minBedrooms'],
  })
  .refine((s) => s.minFloor == null || s.maxFloor == null || s.minFloor <= s.maxFloor, {
    message: 'Min floor cannot be above max floor',
    path: ['minFloor'],
  })
  .refine((s) => s.sortBy !== 'commute' || s.workplace != null, {
    message: 'Choose a workplace to sort by commute',
    path: ['workplace'],
  });
export type TSearchRequest = z.input<typeof ZSearchRequest>;
export type TSearchFilters = z.output<typeof ZSearchRequest>;

/** The filters keywords set, in the request's own field names (parse-keywords.ts). */
export const ZKeywordFilters = z.object({
  listingType: z.enum(listingTypes).optional(),
  propertyTypes: z.array(z.string()).optional(),
  areas: z.array(z.string()).optional(),
  bedrooms: z.array(z.number().int()).optional(),
  furnishing: z.array(z.enum(FURNISHINGS)).optional(),
  minPrice: z.number().optional(),
  maxPrice: z.number().optional(),
});

/** GET /api/properties?page=&size=: every listing, a page at a time, newest first. Neither sent: the newest 100. */
export const LISTING_PAGE_MAX_SIZE = 100;
export const ZListingPageQuery = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number from 0' })
    .int('Page must be a whole number from 0')
    .min(0, 'Page must be a whole number from 0')
    .max(100_000, 'Page must be at most 100000')
    .optional(),
  size: z.coerce
    .number({ error: `Size must be a whole number from 1 to ${LISTING_PAGE_MAX_SIZE}` })
    .int(`Size must be a whole number from 1 to ${LISTING_PAGE_MAX_SIZE}`)
    .min(1, `Size must be a whole number from 1 to ${LISTING_PAGE_MAX_SIZE}`)
    .max(LISTING_PAGE_MAX_SIZE, `Size must be a whole number from 1 to ${LISTING_PAGE_MAX_SIZE}`)
    .optional(),
});
export const ZListingPage = z.object({
  success: z.literal(true),
  data: z.array(ZProperty),
  page: z.number().int().optional(),
  size: z.number().int().optional(),
  totalElements: z.number().int().optional(),
  totalPages: z.number().int().optional(),
});
export type TListingPage = z.infer<typeof ZListingPage>;

/**
 * Search answers keep `data` a list (the spec's client reads it so) and add the page facts beside it,
 * the filters the keywords set (`keywordFilters`) and the keywords left for relevance (`q`). A search
 * matching more listings than the server counts (2,000) answers that figure with `isTotalCapped`, and
 * its pages reach that deep.
 */
export const ZSearchResponse = z.object({
  success: z.literal(true),
  data: z.array(ZProperty),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  isTotalCapped: z.boolean(),
  keywordFilters: ZKeywordFilters,
  q: z.string().nullable(),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
/** A page of results as the app's lists read it: each listing as a card (the API's full listing is a superset). */
export type TSearchResults = Omit<TSearchResponse, 'data'> & { data: TPropertyCard[] };

/** POST /api/upload/image: the spec's client reads `url` at the top level; `data` keeps the envelope. */
export const ZStoredImage = z.object({ url: z.string(), thumbnailUrl: z.string() });
export const ZImageUploadResponse = ZStoredImage.extend({ success: z.literal(true), data: ZStoredImage, message: z.string().optional() });
export type TImageUploadResponse = z.infer<typeof ZImageUploadResponse>;
export const IMAGE_MESSAGES = { notAnImage: 'Please select an image file', tooLarge: 'File too large (max 10MB)' } as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const MAX_INQUIRY_MESSAGE = 1000;
export const INQUIRY_MESSAGE_TOO_LONG = `Message must be at most ${MAX_INQUIRY_MESSAGE.toLocaleString('en-IN')} characters`;
export const ZInquiryRequest = z.object({ message: z.string().trim().max(MAX_INQUIRY_MESSAGE, INQUIRY_MESSAGE_TOO_LONG).nullish() });
export const inquiryStatuses = ['OPEN', 'CLOSED', 'CONVERTED'] as const;
export const ZInquiry = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  status: z.enum(inquiryStatuses),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type TInquiry = z.infer<typeof ZInquiry>;
