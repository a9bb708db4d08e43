// The demo listings: 48 homes spread over localities, all eight types, sale and rent, owners and
// brokers, with prices and sizes in Hyderabad's ranges. Deterministic, so every fresh start shows the
// same marketplace (and tests can rely on its shape, not on random luck).
import type { DemoUsername } from './demo-users.ts';
import type { HomeKind } from './pictures/draw-home.ts';
import { createRandom } from './pictures/random.ts';

export type DemoListing = {
  title: string;
  description: string;
  type: string;
  kind: HomeKind;
  listingType: 'sale' | 'rent';
  ownerType: 'owner' | 'broker';
  poster: DemoUsername;
  localityIndex: number;
  price: number;
  areaSqft: number | null;
  bedrooms: number;
  bathrooms: number;
  balconies: number;
  amenities: string[];
  isVerified: boolean;
  isReadyToMove: boolean;
  daysAgo: number;
};

const AMENITIES = [
  'Parking', 'Gym', 'Swimming Pool', 'Security', 'Lift', 'Power Backup', 'Club House', 'Park', 'Intercom',
  'Visitor Parking', 'Rainwater Harvesting', '24/7 Water Supply', 'Community Hall',
];

type TypeProfile = {
  type: string;
  kind: HomeKind;
  /** [min, max] price for sale and for rent (null: not let out). */
  sale: [number, number];
  rent: [number, number] | null;
  beds: [number, number];
  sqftPerBed: [number, number];
  noun: string;
};

const PROFILES: TypeProfile[] = [
  { type: 'Apartment', kind: 'apartment', sale: [4_500_000, 25_000_000], rent: [14_000, 65_000], beds: [1, 4], sqftPerBed: [480, 620], noun: 'Apartment' },
  { type: 'Villa', kind: 'villa', sale: [22_000_000, 85_000_000], rent: [70_000, 250_000], beds: [3, 5], sqftPerBed: [900, 1300], noun: 'Villa' },
  { type: 'House', kind: 'house', sale: [8_000_000, 32_000_000], rent: [16_000, 60_000], beds: [2, 4], sqftPerBed: [550, 800], noun: 'Independent House' },
  { type: 'Plot', kind: 'plot', sale: [3_000_000, 30_000_000], rent: null, beds: [0, 0], sqftPerBed: [0, 0], noun: 'Residential Plot' },
  { type: 'Commercial', kind: 'commercial', sale: [12_000_000, 95_000_000], rent: [60_000, 450_000], beds: [0, 0], sqftPerBed: [0, 0], noun: 'Office Space' },
  { type: 'Penthouse', kind: 'penthouse', sale: [32_000_000, 90_000_000], rent: [110_000, 300_000], beds: [3, 5], sqftPerBed: [850, 1200], noun: 'Penthouse' },
  { type: 'Studio', kind: 'studio', sale: [2_500_000, 5_500_000], rent: [9_000, 19_000], beds: [1, 1], sqftPerBed: [380, 520], noun: 'Studio Apartment' },
  { type: 'Duplex', kind: 'duplex', sale: [12_000_000, 42_000_000], rent: [38_000, 120_000], beds: [3, 4], sqftPerBed: [650, 900], noun: 'Duplex' },
];

const OPENERS = ['Spacious', 'Well-lit', 'East-facing', 'Newly built', 'Vastu-compliant', 'Premium', 'Family-friendly', 'Gated-community'];
const HIGHLIGHTS = [
  'a short drive from the IT corridor',
  'close to schools, hospitals and the metro',
  'with a park view and cross ventilation',
  'in a quiet lane with 24-hour security',
  'near supermarkets and the outer ring road',
  'with covered parking and piped gas',
];

/** Sale prices rounded to ₹50,000 and rents to ₹500, as people quote them. */
const roundPrice = (value: number, listingType: 'sale' | 'rent') => {
  const step = listingType === 'sale' ? 50_000 : 500;
  return Math.max(step, Math.round(value / step) * step);
};

// Posters in turn: the demo seller most often (owner), the agents as brokers, the buyer once or twice.
const POSTERS: { poster: DemoUsername; ownerType: 'owner' | 'broker' }[] = [
  { poster: 'seller', ownerType: 'owner' },
  { poster: 'agent1', ownerType: 'broker' },
  { poster: 'seller', ownerType: 'owner' },
  { poster: 'agent2', ownerType: 'broker' },
  { poster: 'seller', ownerType: 'owner' },
  { poster: 'agent1', ownerType: 'broker' },
];

export const DEMO_LISTING_COUNT = 48;

export function demoListings(localityNames: readonly string[]): DemoListing[] {
  const rng = createRandom(2026);
  const listings: DemoListing[] = [];
  for (let i = 0; i < DEMO_LISTING_COUNT; i++) {
    const profile = PROFILES[i % PROFILES.length];
    // Two of every five listings are to let, where the type is let out at all.
    const listingType: 'sale' | 'rent' = profile.rent && i % 5 >= 3 ? 'rent' : 'sale';
    const { poster, ownerType } = i === 17 || i === 38 ? { poster: 'buyer' as const, ownerType: 'owner' as const } : POSTERS[i % POSTERS.length];
    // The seven popular localities first and most often, then the rest of the city.
    const localityIndex = i < 28 ? i % 7 : 7 + ((i * 5) % (localityNames.length - 7));
    const locality = localityNames[localityIndex];
    const bedrooms = profile.beds[0] === profile.beds[1] ? profile.beds[0] : rng.int(profile.beds[0], profile.beds[1]);
    const areaSqft =
      profile.kind === 'plot'
        ? rng.int(12, 60) * 100
        : profile.kind === 'commercial'
          ? rng.int(14, 95) * 100
          : Math.min(9999, Math.round((bedrooms * rng.between(...profile.sqftPerBed)) / 10) * 10);
    const [low, high] = listingType === 'sale' ? profile.sale : (profile.rent as [number, number]);
    const price = roundPrice(low + (high - low) * rng.next(), listingType);
    const amenityCount = profile.kind === 'plot' ? rng.int(1, 3) : rng.int(3, 8);
    // Stepping by 5 through the 13 choices (coprime) never repeats one.
    const firstAmenity = rng.int(0, AMENITIES.length - 1);
    const amenities = Array.from({ length: amenityCount }, (_, k) => AMENITIES[(firstAmenity + k * 5) % AMENITIES.length]);
    const bhk = bedrooms > 0 ? `${bedrooms} BHK ` : '';
    const opener = OPENERS[i % OPENERS.length];
    const highlight = HIGHLIGHTS[i % HIGHLIGHTS.length];
    listings.push({
      title: `${opener} ${bhk}${profile.noun} in ${locality}`,
      description:
        `${opener} ${bhk}${profile.noun.toLowerCase()} ${listingType === 'sale' ? 'for sale' : 'for rent'} in ${locality}, ${highlight}. ` +
        (areaSqft ? `${areaSqft.toLocaleString('en-IN')} sq ft` : 'Generous space') +
        (bedrooms > 0 ? ` with ${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}` : '') +
        `. ${ownerType === 'owner' ? 'Listed by the owner: no brokerage.' : 'Listed by a registered broker.'}`,
      type: profile.type,
      kind: profile.kind,
      listingType,
      ownerType,
      poster,
      localityIndex,
      price,
      areaSqft,
      bedrooms,
      bathrooms: bedrooms > 0 ? Math.max(1, bedrooms - rng.int(0, 1)) : profile.kind === 'commercial' ? 2 : 0,
      balconies: bedrooms > 0 ? rng.int(0, Math.min(3, bedrooms)) : 0,
      amenities,
      isVerified: i % 3 !== 2,
      isReadyToMove: profile.kind !== 'plot' && i % 4 !== 3,
      daysAgo: Math.round(i * 1.4 + rng.between(0, 1)),
    });
  }
  return listings;
}
