// Every search filter with a kind of its own (declare.ts), in the order the URL, the chips and the
// request list them. The search's core (keywords, listing type, localities, property types, BHK,
// bedrooms and budget) has controls and rules of its own: request-schema.ts, the search page's state
// and the server's table of custom conditions hold those. How to add a filter: docs/search-filters.md.
import { distanceText, NEAR_METRO_DISTANCES } from '#shared/geo/metro.ts';
import { area, box, oneOf, text, whole, yesNo } from './declare.ts';
import { FACT_SEARCH_FILTERS } from '../../listing-facts/facts.ts';

/** "Confirmed in the last 7 days": the poster said the home is still available within that many days. */
function confirmedWithin(days: number): string {
  return days === 1 ? 'Confirmed in the last day' : `Confirmed in the last ${days} days`;
}

export const SEARCH_FILTERS = [
  ...FACT_SEARCH_FILTERS,
  text({ param: 'city', field: 'city', name: 'City', maxLength: 60, chip: (value) => `City: ${value}`, where: 'custom' }),
  oneOf({
    param: 'ownerType',
    field: 'ownerType',
    name: 'Owner type',
    values: ['owner', 'broker'],
    anyCase: true,
    message: 'Owner type must be owner or broker',
    label: (value) => (value === 'owner' ? 'Owner' : 'Broker'),
    chip: (value) => (value === 'broker' ? 'Broker properties' : 'Owner properties'),
    suggest: 'late',
    where: { column: 'ownerType', is: 'equal' },
  }),
  yesNo({
    param: 'isVerified',
    field: 'isVerified',
    name: 'Verified',
    label: (value) => (value ? 'Verified' : 'Not verified'),
    suggest: 'late',
    where: { column: 'isVerified', is: 'equal' },
  }),
  yesNo({
    param: 'isReadyToMove',
    field: 'isReadyToMove',
    name: 'Ready to move',
    label: (value) => (value ? 'Ready to move' : 'Not ready to move'),
    chip: (value) => (value ? 'Ready to Move' : 'Not ready to move'),
    suggest: 'late',
    // Ready on the day of the search, as the badge says (shared/ready-to-move.ts), not the stored flag alone.
    where: 'custom',
  }),
  whole({
    param: 'fresh',
    field: 'confirmedWithinDays',
    name: 'Confirmed within',
    min: 1,
    max: 90,
    label: confirmedWithin,
    choices: [1, 7, 30],
    option: (days) => (days === 1 ? 'In the last day' : `In the last ${days} days`),
    suggest: 'late',
    rail: { section: 'home', label: 'Confirmed available by its poster', anyLabel: 'Any time' },
    where: 'custom',
  }),
  // Where the home is: near the metro or one station, inside a drawn area or the map's box. The
  // search page's place controls and map set them (place-filters.tsx, map/search-map.tsx).
  whole({
    param: 'metro',
    field: 'nearMetro',
    name: 'Near metro',
    min: NEAR_METRO_DISTANCES[0],
    max: Math.max(...NEAR_METRO_DISTANCES),
    choices: NEAR_METRO_DISTANCES,
    onlyChoices: `Near metro must be ${NEAR_METRO_DISTANCES.join(', ')} metres`,
    label: (metres) => `Within ${distanceText(metres)} of the metro`,
    suggest: 'early',
    // The nearest station's distance is kept per listing on write (docs/search-geo-indexes.md).
    where: { column: 'nearestStationM', is: 'atMost' },
  }),
  text({
    param: 'station',
    field: 'nearStation',
    name: 'Near station',
    maxLength: 10,
    upperCase: true,
    names: 'metroStation',
    label: (station) => `Near ${station} metro`,
    suggest: 'early',
    where: 'custom',
  }),
  area({ param: 'polygon', field: 'polygon', name: 'Drawn area', label: 'Inside the drawn area', suggest: 'early', where: 'custom' }),
  box({ param: 'bounds', field: 'bounds', name: 'Map area', label: 'Inside the map area', suggest: 'early', where: 'custom' }),
] as const;

export type DeclaredFilter = (typeof SEARCH_FILTERS)[number];
