// The facts of any home, rented or sold, in the order the property page and the form list them.
import { FACING_LABELS, FACINGS, FURNISHING_LABELS, FURNISHINGS, PARKING_LABELS, PARKING_NEEDS, PARKINGS } from '../contracts/listing-fact-labels.ts';
import { floorLabel, MAX_FLOOR, MIN_FLOOR, NOT_SPECIFIED } from '../contracts/listing-fact-values.ts';
import { flag, oneOf, someOf, whole } from '../search/filters/declare.ts';
import { choiceFact, wholeFact, yesNoFact } from './declare.ts';

const FLOOR_BANDS = ['ground', 'low', 'middle', 'high'] as const;
const FLOOR_BAND_LABELS = { ground: 'Ground', low: 'Low (1st to 4th)', middle: 'Middle (5th to 10th)', high: 'High (above 10th)' } as const;
const WATER_SUPPLIES = ['municipal', 'borewell', 'both'] as const;
const WATER_SUPPLY_LABELS = { municipal: 'Municipal', borewell: 'Borewell', both: 'Municipal and borewell' } as const;

const floorRange = (min: number | null, max: number | null) =>
  min !== null && max !== null
    ? `Floor ${floorLabel(min)} to ${floorLabel(max)}`
    : min !== null
      ? `Floor ${floorLabel(min)} or above`
      : `Floor ${floorLabel(max ?? 0)} or below`;

export const HOME_FACTS = [
  choiceFact({
    field: 'furnishing',
    column: 'furnishing',
    values: FURNISHINGS,
    labels: FURNISHING_LABELS,
    message: 'Furnishing must be unfurnished, semi or fully',
    label: 'Furnishing',
    compare: { label: 'Furnishing' },
    card: { place: 2 },
    form: { label: 'Furnishing' },
    filters: [
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
    ],
  }),
  choiceFact({
    field: 'parking',
    column: 'parking',
    values: PARKINGS,
    labels: PARKING_LABELS,
    message: 'Parking must be none, two_wheeler or car',
    label: 'Parking',
    compare: { label: 'Parking' },
    form: { label: 'Parking' },
    filters: [
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
    ],
  }),
  wholeFact({
    field: 'floor',
    column: 'floor',
    min: MIN_FLOOR,
    max: MAX_FLOOR,
    message: `Floor must be a whole number from ${MIN_FLOOR} (basement) to ${MAX_FLOOR}`,
    label: 'Floor',
    show: (floor, { totalFloors }) => `${floorLabel(floor)}${totalFloors ? ` of ${totalFloors as number}` : ''}`,
    // The total floors belong on this line: they have none of their own.
    line: ({ floor, totalFloors }) =>
      floor == null && totalFloors == null
        ? NOT_SPECIFIED
        : `${floor == null ? NOT_SPECIFIED : floorLabel(floor as number)}${totalFloors == null ? '' : ` of ${totalFloors as number}`}`,
    compare: { label: 'Floor' },
    form: { label: 'Floor', hint: `0 for the ground floor, down to ${MIN_FLOOR} for basements`, refuse: /[^\d-]/g },
    filters: [
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
    ],
  }),
  wholeFact({
    field: 'totalFloors',
    column: 'total_floors',
    min: 1,
    max: MAX_FLOOR,
    message: `Total floors must be a whole number from 1 to ${MAX_FLOOR}`,
    label: 'Total floors',
    show: String,
    line: false,
    form: { label: 'Total floors' },
  }),
  // Where a flat sits, for a poster who gives no exact floor and a renter who asks for a band.
  choiceFact({
    field: 'floorBand',
    column: 'floor_band',
    values: FLOOR_BANDS,
    labels: FLOOR_BAND_LABELS,
    message: 'Floor band must be ground, low, middle or high',
    label: 'Floor band',
    compare: { label: 'Floor band' },
    form: { label: 'Floor band' },
    filters: [
      oneOf({
        param: 'floorBand',
        field: 'floorBand',
        name: 'Floor band',
        values: FLOOR_BANDS,
        message: 'Floor band must be ground, low, middle or high',
        label: (value) => `${FLOOR_BAND_LABELS[value]} floors`,
        suggest: 'early',
        rail: { section: 'home', label: 'Floor band', anyLabel: 'Any' },
        where: { column: 'floorBand', is: 'equal' },
      }),
    ],
  }),
  choiceFact({
    field: 'facing',
    column: 'facing',
    values: FACINGS,
    labels: FACING_LABELS,
    message: 'Facing must be one of east, west, north, south, north_east, north_west, south_east, south_west',
    label: 'Facing',
    compare: { label: 'Facing' },
    form: { label: 'Facing' },
    filters: [
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
    ],
  }),
  yesNoFact({
    field: 'gatedCommunity',
    column: 'gated_community',
    message: 'Gated community must be true or false',
    label: 'Gated community',
    form: { label: 'Gated community' },
    filters: [
      flag({
        param: 'gatedCommunity',
        field: 'gatedCommunity',
        name: 'Gated community',
        label: 'Gated community',
        suggest: 'early',
        rail: { section: 'home', label: 'Gated community' },
        where: { column: 'gatedCommunity', is: 'equal' },
      }),
    ],
  }),
  choiceFact({
    field: 'waterSupply',
    column: 'water_supply',
    values: WATER_SUPPLIES,
    labels: WATER_SUPPLY_LABELS,
    message: 'Water supply must be municipal, borewell or both',
    label: 'Water supply',
    form: { label: 'Water supply' },
    filters: [
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
    ],
  }),
] as const;
