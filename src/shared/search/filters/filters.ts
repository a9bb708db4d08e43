// Every search filter with a kind of its own (declare.ts), in the order the URL, the chips and the
// request list them. The search's core (keywords, listing type, localities, property types, BHK,
// bedrooms and budget) has controls and rules of its own: request-schema.ts, the search page's state
// and the server's table of custom conditions hold those. How to add a filter: docs/search-filters.md.
import { budgetLabel, formatPriceShort, LAKH } from '#shared/money.ts';
import {
  FACING_LABELS,
  FACINGS,
  floorLabel,
  FURNISHING_LABELS,
  FURNISHINGS,
  MAX_BUILDING_AGE,
  MAX_FLOOR,
  MIN_FLOOR,
  PARKING_LABELS,
  PARKING_NEEDS,
  POSSESSION_LABELS,
  POSSESSION_STATUSES,
  PREFERRED_TENANT_LABELS,
  TENANT_KINDS,
} from '#shared/contracts/listing-fact-values.ts';
import { distanceText, NEAR_METRO_DISTANCES } from '#shared/geo/metro.ts';
import { area, box, date, flag, oneOf, someOf, text, whole, yesNo } from './declare.ts';
import { FACT_SEARCH_FILTERS } from '../../listing-facts/facts.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-12-01' → '1 Dec 2026'. */
const dateLabel = (day: string) => {
  const [year, month = 0, dayOfMonth] = day.split('-').map(Number);
  return `${dayOfMonth} ${MONTHS[month - 1] ?? ''} ${year}`;
};
/** '2026-12-01' → '01/12/2026'. */
const dayMonthYear = (day: string) => day.split('-').reverse().join('/');
const amount = (rupees: number) => (rupees > 0 ? formatPriceShort(rupees) : '₹0');
const floorRange = (min: number | null, max: number | null) =>
  min !== null && max !== null
    ? `Floor ${floorLabel(min)} to ${floorLabel(max)}`
    : min !== null
      ? `Floor ${floorLabel(min)} or above`
      : `Floor ${floorLabel(max ?? 0)} or below`;

/** "Confirmed in the last 7 days": the poster said the home is still available within that many days. */
function confirmedWithin(days: number): string {
  return days === 1 ? 'Confirmed in the last day' : `Confirmed in the last ${days} days`;
}

export const SEARCH_FILTERS = [
  someOf({
    param: 'furnishing',
    field: 'furnishing',
    name: 'Furnishing',
    values: FURNISHINGS,
    message: 'Furnishing must be unfurnished, semi or fully',
    label: (value) => FURNISHING_LABELS[value],
    suggest: 'early',
    rail: { section: 'home', label: 'Furnishing' },
    where: { column: 'furnishing', is: 'in' },
  }),
  oneOf({
    param: 'tenants',
    field: 'preferredTenants',
    name: 'Preferred tenants',
    values: TENANT_KINDS,
    message: 'Preferred tenants must be family, bachelors or company',
    forListingType: 'rent',
    label: (value) => `Tenants: ${PREFERRED_TENANT_LABELS[value]}`,
    chip: (value) => `For ${PREFERRED_TENANT_LABELS[value].toLowerCase()}`,
    option: (value) => PREFERRED_TENANT_LABELS[value],
    suggest: 'early',
    rail: { section: 'rent', label: 'Tenants', anyLabel: 'Any tenant' },
    // Who is renting: listings for them, or for anyone.
    where: {
      column: 'preferredTenants',
      is: 'among',
      matches: { family: ['family', 'anyone'], bachelors: ['bachelors', 'anyone'], company: ['company', 'anyone'] },
    },
  }),
  date({
    param: 'availableBy',
    field: 'availableBy',
    name: 'Available by',
    forListingType: 'rent',
    label: (value) => `Available by ${dateLabel(value)}`,
    chip: (value) => `Available by ${dayMonthYear(value)}`,
    suggest: 'early',
    rail: { section: 'rent', label: 'Available by' },
    where: 'custom',
  }),
  flag({
    param: 'pets',
    field: 'petsAllowed',
    name: 'Pets allowed',
    forListingType: 'rent',
    label: 'Pets allowed',
    suggest: 'early',
    rail: { section: 'rent', label: 'Pets allowed' },
    where: { column: 'petsAllowed', is: 'equal' },
  }),
  flag({
    param: 'nonVeg',
    field: 'nonVegAllowed',
    name: 'Non-vegetarian allowed',
    forListingType: 'rent',
    label: 'Non-veg allowed',
    suggest: 'early',
    rail: { section: 'rent', label: 'Non-veg allowed' },
    where: { column: 'nonVegAllowed', is: 'equal' },
  }),
  oneOf({
    param: 'parking',
    field: 'parking',
    name: 'Parking',
    values: PARKING_NEEDS,
    message: 'Parking must be two_wheeler or car',
    label: (value) => `${PARKING_LABELS[value]} parking`,
    option: (value) => (value === 'car' ? 'Car' : `${PARKING_LABELS[value]} or car`),
    suggest: 'early',
    rail: { section: 'home', label: 'Parking', anyLabel: 'Any' },
    // A two-wheeler fits where a car does.
    where: { column: 'parking', is: 'among', matches: { two_wheeler: ['two_wheeler', 'car'], car: ['car'] } },
  }),
  whole({
    param: 'maxDeposit',
    field: 'maxDeposit',
    name: 'Max deposit',
    min: 0,
    max: 1_000_000_000,
    rupees: true,
    forListingType: 'rent',
    label: (value) => `Deposit up to ${amount(value)}`,
    chip: (value) => `Deposit up to ${budgetLabel(value)}`,
    choices: [50_000, 1 * LAKH, 2 * LAKH, 3 * LAKH, 5 * LAKH],
    option: (value) => `Up to ${budgetLabel(value)}`,
    suggest: 'early',
    rail: { section: 'rent', label: 'Deposit', anyLabel: 'Any deposit' },
    where: { column: 'deposit', is: 'atMost' },
  }),
  oneOf({
    param: 'possession',
    field: 'possessionStatus',
    name: 'Possession',
    values: POSSESSION_STATUSES,
    message: 'Possession must be ready or under_construction',
    forListingType: 'sale',
    label: (value) => POSSESSION_LABELS[value],
    suggest: 'early',
    rail: { section: 'sale', label: 'Possession', anyLabel: 'Any' },
    where: { column: 'possessionStatus', is: 'equal' },
  }),
  whole({
    param: 'maxAge',
    field: 'maxBuildingAge',
    name: 'Max building age',
    min: 0,
    max: MAX_BUILDING_AGE,
    forListingType: 'sale',
    label: (value) => `Up to ${value} years old`,
    chip: (value) => (value === 0 ? 'New building' : `Up to ${value} years old`),
    choices: [1, 5, 10, 20],
    option: (value) => `Up to ${value} ${value === 1 ? 'year' : 'years'}`,
    suggest: 'early',
    rail: { section: 'sale', label: 'Age of building', anyLabel: 'Any age' },
    where: 'custom',
  }),
  flag({
    param: 'rera',
    field: 'reraRegistered',
    name: 'RERA registered',
    forListingType: 'sale',
    label: 'RERA registered',
    suggest: 'early',
    rail: { section: 'sale', label: 'RERA registered' },
    where: 'custom',
  }),
  someOf({
    param: 'facing',
    field: 'facing',
    name: 'Facing',
    values: FACINGS,
    message: 'Facing must be one of east, west, north, south, north_east, north_west, south_east, south_west',
    label: (value) => FACING_LABELS[value],
    joined: (names) => `${names} facing`,
    chip: (value) => `${FACING_LABELS[value]} facing`,
    suggest: 'early',
    rail: { section: 'home', label: 'Facing' },
    where: { column: 'facing', is: 'in' },
  }),
  // The rail offers floor ranges (ground, low, middle, high); one chip names both ends.
  whole({
    param: 'minFloor',
    field: 'minFloor',
    name: 'Min floor',
    min: MIN_FLOOR,
    max: MAX_FLOOR,
    label: (value) => `Floor ${floorLabel(value)} or above`,
    chip: (value, others) => floorRange(value, others.maxFloor as number | null),
    chipClears: ['maxFloor'],
    suggest: 'early',
    where: { column: 'floor', is: 'atLeast' },
  }),
  whole({
    param: 'maxFloor',
    field: 'maxFloor',
    name: 'Max floor',
    min: MIN_FLOOR,
    max: MAX_FLOOR,
    label: (value) => `Floor ${floorLabel(value)} or below`,
    chip: (value, others) => (others.minFloor === null ? floorRange(null, value) : null),
    suggest: 'early',
    where: { column: 'floor', is: 'atMost' },
  }),
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
