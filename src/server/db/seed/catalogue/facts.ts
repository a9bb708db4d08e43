// The facts of a demo listing that people filter on (deposit, maintenance, furnishing,
// tenants, available from, pets, food, parking; possession, building age, RERA; floor, facing),
// drawn so that they fit the home: an office is let to companies, a penthouse is on the top floor,
// a home under construction has a RERA number and a possession date and no age yet. Facts that do
// not apply to a plot (floor, furnishing, parking, possession, age) stay unspecified.
import type { TFacing, TFurnishing, TParking, TPossessionStatus, TPreferredTenants } from '#shared/contracts/listing-facts.ts';
import type { Random } from '../pictures/random.ts';
import { BANDS, type BandName } from './bands.ts';
import { weighted, type TypeShape, type Weights } from './shapes.ts';

export type ListingFacts = {
  deposit: number | null;
  maintenance: number | null;
  furnishing: TFurnishing | null;
  preferredTenants: TPreferredTenants | null;
  availableFrom: string | null;
  petsAllowed: boolean | null;
  nonVegAllowed: boolean | null;
  parking: TParking | null;
  possessionStatus: TPossessionStatus | null;
  possessionDate: string | null;
  buildingAgeYears: number | null;
  reraNumber: string | null;
  floor: number | null;
  totalFloors: number | null;
  facing: TFacing | null;
};

/** East and north are sought after (vastu), so more homes are built and listed that way. */
const FACING: Weights<TFacing> = [
  ['east', 30],
  ['north', 20],
  ['north_east', 15],
  ['west', 12],
  ['south', 8],
  ['north_west', 6],
  ['south_east', 5],
  ['south_west', 4],
];
const DEPOSIT_MONTHS: Weights<number> = [
  [2, 35],
  [3, 30],
  [4, 8],
  [5, 7],
  [6, 12],
  [10, 8],
];
const OFFICE_DEPOSIT_MONTHS: Weights<number> = [
  [6, 40],
  [8, 25],
  [10, 35],
];

/** Rentals come free from mid-November 2026 to the end of January 2027, most around December. */
const AVAILABLE_FROM_START = Date.UTC(2026, 10, 15);
const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

export function furnishingOf(rng: Random, shape: TypeShape, listingType: 'sale' | 'rent'): TFurnishing | null {
  if (shape.kind === 'plot') return null;
  if (shape.kind === 'studio')
    return weighted<TFurnishing>(rng, [
      ['fully', 50],
      ['semi', 40],
      ['unfurnished', 10],
    ]);
  if (listingType === 'rent')
    return weighted<TFurnishing>(rng, [
      ['unfurnished', 30],
      ['semi', 48],
      ['fully', 22],
    ]);
  return weighted<TFurnishing>(rng, [
    ['unfurnished', 60],
    ['semi', 32],
    ['fully', 8],
  ]);
}

type Placement = { floor: number | null; totalFloors: number | null };

function placementOf(rng: Random, shape: TypeShape, band: BandName, listingType: 'sale' | 'rent'): Placement {
  const [low, high] = BANDS[band].towerFloors;
  switch (shape.kind) {
    case 'plot':
      return { floor: null, totalFloors: null };
    case 'penthouse': {
      const total = rng.int(Math.max(low, 8), high);
      return { floor: total, totalFloors: total };
    }
    case 'villa':
      return { floor: 0, totalFloors: rng.int(2, 3) };
    case 'house': {
      // A house to let is often one portion of it (ground floor, or the floor above).
      const total = rng.int(1, 3);
      return { floor: listingType === 'rent' ? rng.int(0, total - 1) : 0, totalFloors: total };
    }
    case 'duplex': {
      // Either the top two floors of a tower (the listing's floor is the lower one) or a row house.
      if (rng.chance(0.5)) {
        const total = rng.int(low, high);
        return { floor: total - 1, totalFloors: total };
      }
      return { floor: 0, totalFloors: rng.int(2, 3) };
    }
    case 'commercial': {
      const total = rng.int(3, 12);
      return { floor: rng.int(0, total), totalFloors: total };
    }
    default: {
      const total = rng.int(low, high);
      return { floor: rng.chance(0.08) ? 0 : rng.int(1, total), totalFloors: total };
    }
  }
}

export type FactInput = {
  shape: TypeShape;
  band: BandName;
  listingType: 'sale' | 'rent';
  bedrooms: number;
  areaSqft: number;
  furnishing: TFurnishing | null;
};

export function rentFacts(rng: Random, input: FactInput & { rent: number }): ListingFacts {
  const { shape, band, bedrooms, areaSqft, furnishing, rent } = input;
  const office = shape.kind === 'commercial';
  const months = weighted(rng, office ? OFFICE_DEPOSIT_MONTHS : DEPOSIT_MONTHS);
  // Towers and gated villas charge a monthly maintenance per sqft; independent houses usually none.
  const perSqft = office
    ? rng.between(4, 8)
    : shape.kind === 'house'
      ? rng.chance(0.7)
        ? 0
        : 0.5
      : rng.between(1.5, 4) * (band === 'premium' ? 1.3 : 1);
  const bigHome = shape.kind === 'villa' || shape.kind === 'penthouse';
  const tenants: TPreferredTenants = office
    ? 'company'
    : weighted(
        rng,
        bigHome
          ? [
              ['family', 50],
              ['company', 30],
              ['anyone', 20],
            ]
          : bedrooms === 1
            ? [
                ['anyone', 40],
                ['bachelors', 30],
                ['family', 20],
                ['company', 10],
              ]
            : [
                ['family', 38],
                ['anyone', 34],
                ['bachelors', 13],
                ['company', 15],
              ],
      );
  const parking: TParking =
    office || bigHome || shape.kind === 'duplex'
      ? 'car'
      : weighted(
          rng,
          shape.kind === 'studio' || bedrooms === 1
            ? [
                ['two_wheeler', 60],
                ['car', 28],
                ['none', 12],
              ]
            : [
                ['car', 60],
                ['two_wheeler', 32],
                ['none', 8],
              ],
        );
  return {
    deposit: roundTo(rent * months, 1000),
    maintenance: roundTo(areaSqft * perSqft, 100),
    furnishing,
    preferredTenants: tenants,
    availableFrom: isoDate(AVAILABLE_FROM_START + rng.int(0, 77) * DAY_MS),
    petsAllowed: office ? null : rng.chance(shape.kind === 'house' || shape.kind === 'villa' ? 0.55 : 0.35),
    nonVegAllowed: office ? null : rng.chance(0.8),
    parking,
    possessionStatus: null,
    possessionDate: null,
    buildingAgeYears: null,
    reraNumber: null,
    ...placementOf(rng, shape, band, 'rent'),
    facing: weighted(rng, FACING),
  };
}

/** A Telangana RERA project number: P, the state's code 02, a district code and a serial (11 digits). */
const reraNumber = (rng: Random) => `P02${rng.pick(['400', '500', '200'])}${String(rng.int(1, 999_999)).padStart(6, '0')}`;

export function saleFacts(rng: Random, input: FactInput): ListingFacts {
  const { shape, band, bedrooms, furnishing } = input;
  const plot = shape.kind === 'plot';
  const bandInfo = BANDS[band];
  const project = shape.kind !== 'house' && !plot;
  const underConstruction = !plot && rng.chance(project ? bandInfo.underConstruction : 0.05);
  // Possession on the first of a month between March 2027 and December 2029.
  const possessionMonth = rng.int(0, 33);
  const possessionDate = underConstruction ? isoDate(Date.UTC(2027, 2 + possessionMonth, 1)) : null;
  const [youngest, oldest] = bandInfo.ageYears;
  const age = plot || underConstruction ? null : Math.min(100, rng.int(youngest, oldest) + (shape.kind === 'house' ? rng.int(0, 8) : 0));
  // Projects launched since RERA (2017) are registered; an older building or a plain house is not.
  const registered = underConstruction || (project && age !== null && age <= 6 && rng.chance(0.7)) || (plot && rng.chance(0.3));
  return {
    deposit: null,
    maintenance: null,
    furnishing,
    preferredTenants: null,
    availableFrom: null,
    petsAllowed: null,
    nonVegAllowed: null,
    parking: plot
      ? null
      : bedrooms <= 1 && shape.kind !== 'commercial'
        ? weighted<TParking>(rng, [
            ['two_wheeler', 55],
            ['car', 45],
          ])
        : 'car',
    possessionStatus: plot ? null : underConstruction ? 'under_construction' : 'ready',
    possessionDate,
    buildingAgeYears: age,
    reraNumber: registered ? reraNumber(rng) : null,
    ...placementOf(rng, shape, band, 'sale'),
    facing: weighted(rng, FACING),
  };
}
