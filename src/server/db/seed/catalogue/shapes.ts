// What the demo catalogue's homes are like by type: how often each type is listed in each band,
// the BHK mix (as on the portals: mostly 2 and 3 BHK, 1 BHK common to let, villas bigger), sizes,
// and how a type's price per sqft compares with an apartment's in the same locality.
import type { Random } from '../pictures/random.ts';
import type { HomeKind } from '../pictures/draw-home.ts';
import type { BandName } from './bands.ts';
import { itemAt } from '../item-at.ts';

export type Weights<T extends string | number> = readonly (readonly [T, number])[];

export function weighted<T extends string | number>(rng: Random, weights: Weights<T>): T {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng.next() * total;
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return itemAt(weights, weights.length - 1)[0];
}

export type TypeShape = {
  /** The property type's name in the reference data. */
  type: string;
  kind: HomeKind;
  /** How it is named in titles. */
  noun: string;
  /** BHK mix for sale and to let (empty: no bedrooms, e.g. plots and offices). */
  bedrooms: { sale: Weights<number>; rent: Weights<number> };
  /** Built-up (or plot) area range in sqft by bedroom count (0 for no bedrooms). */
  sqft: Record<number, [number, number]>;
  /** Price per sqft against an apartment's in the locality; rent null when the type is not let out. */
  saleFactor: number;
  rentFactor: number | null;
};

const NONE: Weights<number> = [[0, 1]];

export const SHAPES: Record<string, TypeShape> = {
  Apartment: {
    type: 'Apartment',
    kind: 'apartment',
    noun: 'Apartment',
    bedrooms: {
      sale: [
        [1, 6],
        [2, 40],
        [3, 44],
        [4, 10],
      ],
      rent: [
        [1, 25],
        [2, 45],
        [3, 27],
        [4, 3],
      ],
    },
    sqft: { 1: [550, 750], 2: [1000, 1350], 3: [1450, 2100], 4: [2400, 3600] },
    saleFactor: 1,
    rentFactor: 1,
  },
  Studio: {
    type: 'Studio',
    kind: 'studio',
    noun: 'Studio Apartment',
    bedrooms: { sale: [[1, 1]], rent: [[1, 1]] },
    sqft: { 1: [380, 520] },
    saleFactor: 1.05,
    rentFactor: 1.2,
  },
  House: {
    type: 'House',
    kind: 'house',
    noun: 'Independent House',
    bedrooms: {
      sale: [
        [2, 25],
        [3, 40],
        [4, 25],
        [5, 10],
      ],
      rent: [
        [1, 15],
        [2, 40],
        [3, 35],
        [4, 10],
      ],
    },
    sqft: { 1: [500, 700], 2: [900, 1300], 3: [1400, 2200], 4: [2200, 3200], 5: [3000, 4200] },
    saleFactor: 1.1,
    rentFactor: 0.85,
  },
  Villa: {
    type: 'Villa',
    kind: 'villa',
    noun: 'Villa',
    bedrooms: {
      sale: [
        [3, 30],
        [4, 50],
        [5, 20],
      ],
      rent: [
        [3, 40],
        [4, 50],
        [5, 10],
      ],
    },
    sqft: { 3: [2800, 3800], 4: [3600, 5200], 5: [4800, 7000] },
    saleFactor: 1.15,
    rentFactor: 0.95,
  },
  Penthouse: {
    type: 'Penthouse',
    kind: 'penthouse',
    noun: 'Penthouse',
    bedrooms: {
      sale: [
        [3, 30],
        [4, 55],
        [5, 15],
      ],
      rent: [
        [3, 40],
        [4, 50],
        [5, 10],
      ],
    },
    sqft: { 3: [2800, 3800], 4: [3800, 5500], 5: [5000, 7500] },
    saleFactor: 1.35,
    rentFactor: 1.25,
  },
  Duplex: {
    type: 'Duplex',
    kind: 'duplex',
    noun: 'Duplex',
    bedrooms: {
      sale: [
        [3, 55],
        [4, 40],
        [5, 5],
      ],
      rent: [
        [3, 60],
        [4, 40],
      ],
    },
    sqft: { 3: [2000, 2800], 4: [2600, 3600], 5: [3400, 4400] },
    saleFactor: 1.1,
    rentFactor: 1,
  },
  Plot: {
    type: 'Plot',
    kind: 'plot',
    noun: 'Residential Plot',
    bedrooms: { sale: NONE, rent: NONE },
    // 150 to 1,000 square yards, as plots are sold.
    sqft: { 0: [1350, 9000] },
    saleFactor: 0.8,
    rentFactor: null,
  },
  Commercial: {
    type: 'Commercial',
    kind: 'commercial',
    noun: 'Office Space',
    bedrooms: { sale: NONE, rent: NONE },
    sqft: { 0: [800, 6000] },
    saleFactor: 1.2,
    rentFactor: 1.3,
  },
};

/** How often each type is listed for sale in a band (to let, plots drop out). */
export const TYPE_MIX: Record<BandName, Weights<string>> = {
  premium: [
    ['Apartment', 40],
    ['Villa', 15],
    ['House', 15],
    ['Penthouse', 10],
    ['Duplex', 8],
    ['Commercial', 7],
    ['Plot', 3],
    ['Studio', 2],
  ],
  itCorridor: [
    ['Apartment', 58],
    ['Villa', 6],
    ['House', 4],
    ['Penthouse', 6],
    ['Duplex', 5],
    ['Commercial', 10],
    ['Plot', 3],
    ['Studio', 8],
  ],
  central: [
    ['Apartment', 55],
    ['House', 18],
    ['Commercial', 10],
    ['Duplex', 6],
    ['Studio', 5],
    ['Penthouse', 3],
    ['Villa', 1],
    ['Plot', 2],
  ],
  suburban: [
    ['Apartment', 55],
    ['House', 12],
    ['Villa', 9],
    ['Plot', 8],
    ['Duplex', 6],
    ['Commercial', 4],
    ['Studio', 4],
    ['Penthouse', 2],
  ],
  outer: [
    ['Apartment', 45],
    ['House', 20],
    ['Plot', 16],
    ['Villa', 8],
    ['Duplex', 5],
    ['Commercial', 4],
    ['Studio', 2],
  ],
};

/** Share of a band's listings that are to let (the IT corridor is renters' country). */
export const RENT_SHARE: Record<BandName, number> = { premium: 0.35, itCorridor: 0.55, central: 0.45, suburban: 0.42, outer: 0.3 };
