// Price bands of Hyderabad's localities for the demo catalogue: what a square foot sells for and
// lets for per month in 2026 (a 2 BHK apartment's; other types and sizes scale from these,
// demo-listings.ts). Figures are round ranges of the kind property portals quote, not data about
// any real home.
export type BandName = 'premium' | 'itCorridor' | 'central' | 'suburban' | 'outer';

export type Band = {
  /** Sale price per sqft, rupees. */
  sale: [number, number];
  /** Monthly rent per sqft, rupees. */
  rent: [number, number];
  /** Share of sale listings still under construction (new towers go up in the growth corridors). */
  underConstruction: number;
  /** Tower heights [min, max] floors for apartments. */
  towerFloors: [number, number];
  /** Typical building age range of ready homes, years. */
  ageYears: [number, number];
};

export const BANDS: Record<BandName, Band> = {
  premium: { sale: [18_000, 30_000], rent: [45, 80], underConstruction: 0.1, towerFloors: [5, 20], ageYears: [2, 25] },
  itCorridor: { sale: [9_000, 14_000], rent: [28, 48], underConstruction: 0.3, towerFloors: [10, 40], ageYears: [0, 12] },
  central: { sale: [8_000, 12_500], rent: [28, 42], underConstruction: 0.1, towerFloors: [5, 14], ageYears: [5, 30] },
  suburban: { sale: [6_000, 9_000], rent: [22, 34], underConstruction: 0.3, towerFloors: [5, 25], ageYears: [0, 15] },
  outer: { sale: [4_000, 6_500], rent: [15, 25], underConstruction: 0.2, towerFloors: [4, 12], ageYears: [0, 20] },
};

/** Every locality of hyderabad-localities.csv in its band; a locality missing here fails the unit test. */
const MEMBERS: Record<BandName, readonly string[]> = {
  premium: ['Jubilee Hills', 'Banjara Hills', 'Film Nagar'],
  itCorridor: ['Gachibowli', 'HITEC City', 'Madhapur', 'Kondapur', 'Kothaguda', 'Nanakramguda', 'Financial District', 'Kokapet'],
  central: [
    'Begumpet',
    'Somajiguda',
    'Punjagutta',
    'Khairatabad',
    'Himayatnagar',
    'Ameerpet',
    'Yousufguda',
    'SR Nagar',
    'Secunderabad',
    'Barkatpura',
    'Narayanguda',
    'Abids',
    'Sainikpuri',
    'Tarnaka',
  ],
  suburban: [
    'Kukatpally',
    'Miyapur',
    'Manikonda',
    'Puppalaguda',
    'Narsingi',
    'Gandipet',
    'Tellapur',
    'Nallagandla',
    'Chandanagar',
    'Lingampally',
    'Serilingampally',
    'Hafeezpet',
    'Madinaguda',
    'Bachupally',
    'Nizampet',
    'Pragathi Nagar',
    'Moosapet',
    'Toli Chowki',
    'Shaikpet',
    'Mehdipatnam',
    'Attapur',
    'Habsiguda',
    'Uppal',
    'Alwal',
    'Kompally',
    'Malkajgiri',
    'Erragadda',
    'Sanathnagar',
    'Padmarao Nagar',
    'Vidyanagar',
    'Nallakunta',
    'Kachiguda',
    'Dilsukhnagar',
    'Bowenpally',
  ],
  outer: [
    'Shamshabad',
    'Medchal',
    'Jeedimetla',
    'Boduppal',
    'Nagole',
    'Vanasthalipuram',
    'Rajendranagar',
    'Nacharam',
    'ECIL',
    'AS Rao Nagar',
    'LB Nagar',
    'Saroornagar',
    'Malakpet',
    'Amberpet',
  ],
};

/**
 * Where a locality sits in its band (0 cheapest, 1 dearest) where the city agrees on it; the others
 * get a fixed place from their name (placeInBand), so the homes of one locality agree.
 */
const PLACE: Record<string, number> = {
  'Jubilee Hills': 0.75,
  'Banjara Hills': 0.65,
  'Film Nagar': 0.35,
  Kokapet: 0.7,
  'Financial District': 0.65,
  'HITEC City': 0.6,
  Nanakramguda: 0.6,
  Madhapur: 0.55,
  Gachibowli: 0.15,
  Kondapur: 0.25,
  Kothaguda: 0.2,
};

export function placeInBand(locality: string): number {
  const place = PLACE[locality];
  if (place !== undefined) return place;
  let hash = 7;
  for (const char of locality) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 0.2 + ((hash % 1000) / 1000) * 0.6;
}

const BAND_OF = new Map<string, BandName>(Object.entries(MEMBERS).flatMap(([band, names]) => names.map((name) => [name, band as BandName])));

export function bandOf(locality: string): BandName {
  const band = BAND_OF.get(locality);
  if (!band) throw new Error(`No price band for the locality ${locality}`);
  return band;
}
