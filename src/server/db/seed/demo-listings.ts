// The demo catalogue: a realistic Hyderabad marketplace of 634 listings over all 73 localities,
// generated from one seed, so every fresh start shows the same homes and tests can rely on them.
// Prices follow each locality's band (catalogue/bands.ts), types and BHK mixes catalogue/shapes.ts,
// and the facts renters and buyers filter on catalogue/facts.ts.
import type { TListingFacts } from '#shared/listing-facts/facts.ts';
import { posterAssigner, type DemoListingState, type DemoPoster } from './demo-posters.ts';
import type { HomeKind } from './pictures/draw-home.ts';
import { createRandom, type Random } from './pictures/random.ts';
import { BANDS, bandOf, placeInBand, type BandName } from './catalogue/bands.ts';
import { furnishingOf, rentFacts, saleFacts, type ListingFacts } from './catalogue/facts.ts';
import { RENT_SHARE, SHAPES, TYPE_MIX, weighted, type TypeShape } from './catalogue/shapes.ts';
import { descriptionOf, titleOf } from './catalogue/wording.ts';
import { itemAt } from './item-at.ts';

export type DemoListing = DemoListingState & {
  title: string;
  description: string;
  type: string;
  kind: HomeKind;
  listingType: 'sale' | 'rent';
  localityIndex: number;
  price: number;
  areaSqft: number;
  bedrooms: number;
  bathrooms: number;
  balconies: number;
  amenities: string[];
  isReadyToMove: boolean;
  /** The facts of catalogue/facts.ts, and a home's gated community and water (declaredFactsOf); the others are not specified. */
  facts: ListingFacts & HomeFacts;
};

/** Listings per locality: the popular localities most, the IT corridor and premium areas next. */
function listingsIn(band: BandName, isPopular: boolean): number {
  if (isPopular) return 26;
  if (band === 'premium' || band === 'itCorridor') return 10;
  return band === 'central' ? 8 : 7;
}

/** Sale prices rounded to ₹50,000 (₹1 lakh from ₹1 crore), rents to ₹500 (₹1,000 from ₹1 lakh). */
function roundPrice(value: number, listingType: 'sale' | 'rent'): number {
  const step = listingType === 'sale' ? (value >= 10_000_000 ? 100_000 : 50_000) : value >= 100_000 ? 1000 : 500;
  return Math.max(step, Math.round(value / step) * step);
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

const TOWER_AMENITIES = ['Lift', 'Security', 'Power Backup'];
const GATED_EXTRAS = ['Gym', 'Swimming Pool', 'Club House', 'Park', 'Intercom', 'Visitor Parking', 'Community Hall', 'Rainwater Harvesting'];
const HOUSE_AMENITIES = ['Power Backup', '24/7 Water Supply', 'Rainwater Harvesting', 'Security'];
const PLOT_AMENITIES = ['Park', 'Rainwater Harvesting', '24/7 Water Supply', 'Security'];

function amenitiesOf(rng: Random, shape: TypeShape, band: BandName, facts: ListingFacts): string[] {
  const parking = facts.parking && facts.parking !== 'none' ? ['Parking'] : [];
  if (shape.kind === 'plot') return PLOT_AMENITIES.filter(() => rng.chance(0.5));
  if (shape.kind === 'house') return [...parking, ...HOUSE_AMENITIES.filter(() => rng.chance(0.5))];
  // Gated communities are the rule in the IT corridor and the new suburbs.
  const gated = rng.chance(band === 'itCorridor' || band === 'premium' ? 0.75 : band === 'suburban' ? 0.55 : 0.3) || shape.kind === 'villa';
  const extras = gated ? GATED_EXTRAS.filter(() => rng.chance(0.7)) : [];
  const lift = shape.kind === 'villa' || (facts.totalFloors ?? 0) <= 1 ? TOWER_AMENITIES.slice(1) : TOWER_AMENITIES;
  return [...parking, ...lift, ...(gated && !extras.includes('Club House') ? ['Club House'] : []), ...extras];
}

/**
 * The facts search filters bring, read off the home without drawing from the seed, so every other
 * value stays as it was. A gated community has a club house (amenitiesOf); Manjeera water reaches
 * the old city and central localities, the IT corridor and new suburbs lean on borewells as well,
 * and an independent house mostly has its own borewell.
 */
type HomeFacts = Pick<TListingFacts, 'gatedCommunity' | 'waterSupply'>;

function declaredFactsOf(i: number, shape: TypeShape, band: BandName, amenities: string[]): HomeFacts {
  // A plot has neither yet.
  if (shape.kind === 'plot') return { gatedCommunity: null, waterSupply: null };
  const gatedCommunity = shape.kind === 'house' ? false : amenities.includes('Club House');
  const turn = i % 4;
  const waterSupply =
    shape.kind === 'house'
      ? turn === 0
        ? 'municipal'
        : 'borewell'
      : band === 'central' || band === 'premium'
        ? turn === 3
          ? 'both'
          : 'municipal'
        : turn === 0
          ? 'municipal'
          : 'both';
  return { gatedCommunity, waterSupply };
}

function sqftOf(rng: Random, shape: TypeShape, bedrooms: number, band: BandName): number {
  const range = shape.sqft[bedrooms];
  if (!range) throw new Error(`No sizes for ${bedrooms} bedrooms of the type ${shape.type}`);
  const [low, high] = range;
  // Premium homes of a BHK count are larger.
  const scale = band === 'premium' && shape.kind !== 'plot' ? 1.2 : 1;
  return Math.min(9999, Math.round((rng.between(low, high) * scale) / 10) * 10);
}

export type Locality = { name: string; isPopular: boolean };

/** The catalogue and the people who posted it (besides the demo accounts). */
export function demoCatalogue(localities: readonly Locality[]): { listings: DemoListing[]; posters: DemoPoster[] } {
  const rng = createRandom(2026);
  // One slot per listing, each locality's slots spread over the catalogue (so the newest, which
  // the home page features, come from all over the city), shuffled by the seed.
  const slots = localities.flatMap((l, index) => Array.from({ length: listingsIn(bandOf(l.name), l.isPopular) }, () => index));
  for (let i = slots.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [slots[i], slots[j]] = [itemAt(slots, j), itemAt(slots, i)];
  }
  const assigner = posterAssigner(slots.length);
  const listings = slots.map((localityIndex, i) => listingAt(rng, assigner.assign, i, localityIndex, itemAt(localities, localityIndex)));
  return { listings, posters: assigner.posters };
}

export const demoListings = (localities: readonly Locality[]): DemoListing[] => demoCatalogue(localities).listings;

/** One listing of the catalogue: what it is, where, its price and facts, who posted it and in what state it is. */
function listingAt(
  rng: Random,
  assign: ReturnType<typeof posterAssigner>['assign'],
  i: number,
  localityIndex: number,
  { name: locality, isPopular }: Locality,
): DemoListing {
  const band = bandOf(locality);
  // The popular localities are where most renters look, and where most homes are let.
  let listingType: 'sale' | 'rent' = rng.chance(isPopular ? Math.max(0.55, RENT_SHARE[band]) : RENT_SHARE[band]) ? 'rent' : 'sale';
  const typeName = weighted(rng, TYPE_MIX[band]);
  const shape = SHAPES[typeName];
  if (!shape) throw new Error(`No shape for the type ${typeName}`);
  if (shape.rentFactor === null) listingType = 'sale';
  const bedrooms = weighted(rng, shape.bedrooms[listingType]);
  const areaSqft = sqftOf(rng, shape, bedrooms, band);
  const furnishing = furnishingOf(rng, shape, listingType);
  const bandInfo = BANDS[band];
  const position = clamp01(placeInBand(locality) + rng.between(-0.25, 0.25));
  let price: number;
  let facts: ListingFacts;
  if (listingType === 'rent') {
    const [low, high] = bandInfo.rent;
    const furnished = furnishing === 'fully' ? 1.15 : furnishing === 'unfurnished' ? 0.92 : 1;
    // A larger home lets for less per sqft (a 1 BHK about 10% more than a 2 BHK, a villa 20% less).
    const size = (1200 / areaSqft) ** 0.15;
    price = roundPrice(areaSqft * (low + (high - low) * position) * (shape.rentFactor ?? 1) * furnished * size, 'rent');
    facts = rentFacts(rng, { shape, band, listingType, bedrooms, areaSqft, furnishing, rent: price });
  } else {
    const [low, high] = bandInfo.sale;
    price = roundPrice(areaSqft * (low + (high - low) * position) * shape.saleFactor, 'sale');
    facts = saleFacts(rng, { shape, band, listingType, bedrooms, areaSqft, furnishing });
  }
  const { mayBeVerified, mayBeFeatured, ...state } = assign(listingType, i);
  const { ownerType } = state;
  const amenities = amenitiesOf(rng, shape, band, facts);
  // About a third are verified: an admin checks a listing before it shows the badge.
  const isVerified = rng.chance(0.65) && mayBeVerified;
  const worded = { noun: shape.noun, listingType, ownerType, locality, price, areaSqft, bedrooms, amenities, facts };
  return {
    title: titleOf(rng, worded),
    description: descriptionOf(worded),
    type: shape.type,
    kind: shape.kind,
    listingType,
    localityIndex,
    price,
    areaSqft,
    bedrooms,
    bathrooms:
      bedrooms === 0
        ? shape.kind === 'commercial'
          ? 2
          : 0
        : bedrooms === 1
          ? 1
          : bedrooms - (rng.chance(0.35) ? 1 : 0) + (bedrooms >= 4 && rng.chance(0.4) ? 1 : 0),
    balconies: bedrooms === 0 ? 0 : rng.int(shape.kind === 'house' ? 0 : 1, Math.min(3, bedrooms)),
    amenities,
    // Homes to let are built; a home for sale is ready once possession is.
    isReadyToMove: listingType === 'rent' || facts.possessionStatus === 'ready',
    facts: { ...facts, ...declaredFactsOf(i, shape, band, amenities) },
    ...state,
    isVerified,
    isAdminFeatured: mayBeFeatured && isVerified && state.status === 'available',
  };
}
