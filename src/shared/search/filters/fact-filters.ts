// The declared filters that are also listing facts (their `fact`, facts.ts), in a file of their own:
// the property page lists these facts and should not load every search filter to do so. filters.ts
// places them in SEARCH_FILTERS.
import { flag, oneOf, withFact } from './declare.ts';

const yesOrNo = (value: boolean) => (value ? 'Yes' : 'No');
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export const WATER_SUPPLIES = ['municipal', 'borewell', 'both'] as const;
export type TWaterSupply = (typeof WATER_SUPPLIES)[number];
const WATER_SUPPLY_LABELS: Record<TWaterSupply, string> = { municipal: 'Municipal', borewell: 'Borewell', both: 'Municipal and borewell' };

export const GATED_COMMUNITY = withFact(
  flag({
    param: 'gatedCommunity',
    field: 'gatedCommunity',
    name: 'Gated community',
    label: 'Gated community',
    suggest: 'early',
    rail: { section: 'home', label: 'Gated community' },
    where: { column: 'gatedCommunity', is: 'equal' },
  }),
  { label: 'Gated community', show: yesOrNo, options: YES_NO, message: 'Gated community must be true or false' },
);

export const WATER_SUPPLY = withFact(
  oneOf({
    param: 'waterSupply',
    field: 'waterSupply',
    name: 'Water supply',
    values: WATER_SUPPLIES,
    message: 'Water supply must be municipal, borewell or both',
    label: (value) => `${WATER_SUPPLY_LABELS[value]} water`,
    option: (value) => (value === 'both' ? WATER_SUPPLY_LABELS.both : `${WATER_SUPPLY_LABELS[value]} (or both)`),
    suggest: 'early',
    rail: { section: 'home', label: 'Water supply', anyLabel: 'Any' },
    // A home with both has each.
    where: { column: 'waterSupply', is: 'among', matches: { municipal: ['municipal', 'both'], borewell: ['borewell', 'both'], both: ['both'] } },
  }),
  {
    label: 'Water supply',
    show: (value) => WATER_SUPPLY_LABELS[value],
    options: WATER_SUPPLIES.map((value) => ({ value, label: WATER_SUPPLY_LABELS[value] })),
    message: 'Water supply must be municipal, borewell or both',
  },
);

/** Every declared filter that brings a fact (facts.ts checks SEARCH_FILTERS has no other). */
export const FACT_DECLARATIONS = [GATED_COMMUNITY, WATER_SUPPLY] as const;
