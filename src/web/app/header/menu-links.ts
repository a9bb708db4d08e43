// What the Buy and Rent menus offer (spec section 2, Header; budget bands of section 9). Every
// link is a URL the search and listing pages read.
import { paths, type ListingType } from '../paths.ts';

export type MenuLink = { label: string; to: string };
export type MenuGroup = { heading: string; links: MenuLink[] };

const search = (listingType: ListingType, filters: Record<string, string>) => paths.search({ listingType, ...filters });

const popularChoices = (listingType: ListingType, extra: MenuLink[] = []): MenuGroup => ({
  heading: 'Popular Choices',
  links: [
    { label: 'Owner Properties', to: search(listingType, { ownerType: 'owner' }) },
    { label: 'Verified Properties', to: search(listingType, { isVerified: 'true' }) },
    { label: 'Ready to Move', to: search(listingType, { isReadyToMove: 'true' }) },
    { label: 'Broker Properties', to: search(listingType, { ownerType: 'broker' }) },
    ...extra,
  ],
});

const propertyTypes = (listingType: ListingType, types: Array<[label: string, type: string]>): MenuGroup => ({
  heading: 'Property Types',
  links: types.map(([label, type]) => ({ label, to: paths.propertyType(listingType, type) })),
});

type Band = { label: string; min: number; max: number };
const budget = (listingType: ListingType, bands: Band[]): MenuGroup => ({
  heading: 'Budget',
  links: bands.map(({ label, min, max }) => ({
    label,
    to: search(listingType, { minPrice: String(min), maxPrice: String(max) }),
  })),
});

// Section 9: sale under 50 lakh, 50 lakh-1 crore, 1-2 crore, above 2 crore (max 999,999,999).
const SALE_BANDS: Band[] = [
  { label: 'Under ₹50 Lac', min: 0, max: 5_000_000 },
  { label: '₹50 Lac - ₹1 Cr', min: 5_000_000, max: 10_000_000 },
  { label: '₹1 Cr - ₹2 Cr', min: 10_000_000, max: 20_000_000 },
  { label: 'Above ₹2 Cr', min: 20_000_000, max: 999_999_999 },
];

// Section 9: rent under 10,000, 10,000-20,000, 20,000-40,000, above 40,000 (max 999,999).
const RENT_BANDS: Band[] = [
  { label: 'Under ₹10,000', min: 0, max: 10_000 },
  { label: '₹10,000 - ₹20,000', min: 10_000, max: 20_000 },
  { label: '₹20,000 - ₹40,000', min: 20_000, max: 40_000 },
  { label: 'Above ₹40,000', min: 40_000, max: 999_999 },
];

export const BUY_MENU: MenuGroup[] = [
  popularChoices('sale'),
  propertyTypes('sale', [
    ['Apartments', 'Apartment'],
    ['Villas', 'Villa'],
    ['Houses', 'House'],
    ['Plots', 'Plot'],
    ['Commercial', 'Commercial'],
  ]),
  budget('sale', SALE_BANDS),
];

export const RENT_MENU: MenuGroup[] = [
  // Gruha lists whole homes, not PG beds: the spec's PG item is replaced by the homes whose owners
  // take bachelors, what most PG seekers can rent here (docs/web-app.md, "Menu links").
  popularChoices('rent', [{ label: 'Bachelor Friendly', to: search('rent', { tenants: 'bachelors' }) }]),
  propertyTypes('rent', [
    ['Apartments', 'Apartment'],
    ['Houses', 'House'],
    ['Villas', 'Villa'],
  ]),
  budget('rent', RENT_BANDS),
];

export const ASSISTANCE_LINKS: MenuLink[] = [{ label: 'Rental Agreement', to: paths.rentalAgreement() }];
