// The facts only a home for sale has, in the order the property page and the form list them.
import { POSSESSION_LABELS, POSSESSION_STATUSES } from '../contracts/listing-fact-labels.ts';
import { LISTING_FACT_MESSAGES, MAX_BUILDING_AGE, NOT_SPECIFIED, RERA_PATTERN } from '../contracts/listing-fact-values.ts';
import { flag, oneOf, whole } from '../search/filters/declare.ts';
import { codeFact, choiceFact, dateFact, wholeFact } from './declare.ts';
import { dayMonthYear } from './rent-facts.ts';

const underConstruction = (value: unknown) => value === 'under_construction';
const years = (value: number) => `${value} ${value === 1 ? 'year' : 'years'}`;

export const SALE_FACTS = [
  choiceFact({
    field: 'possessionStatus',
    column: 'possession_status',
    forListingType: 'sale',
    values: POSSESSION_STATUSES,
    labels: POSSESSION_LABELS,
    message: 'Possession must be ready or under_construction',
    label: 'Possession',
    // The possession date belongs on this line: it has none of its own.
    line: ({ possessionStatus: status, possessionDate: date }) =>
      status == null
        ? NOT_SPECIFIED
        : underConstruction(status) && typeof date === 'string'
          ? `${POSSESSION_LABELS.under_construction}, possession ${dayMonthYear(date)}`
          : POSSESSION_LABELS[status as keyof typeof POSSESSION_LABELS],
    compare: {
      label: 'Possession',
      show: (value, { possessionDate: date }) =>
        `${POSSESSION_LABELS[value]}${underConstruction(value) && typeof date === 'string' ? `, by ${dayMonthYear(date)}` : ''}`,
    },
    card: { place: 1 },
    form: { label: 'Possession' },
    filters: [
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
    ],
  }),
  dateFact({
    field: 'possessionDate',
    column: 'possession_date',
    forListingType: 'sale',
    message: LISTING_FACT_MESSAGES.date,
    label: 'Possession date',
    show: dayMonthYear,
    line: false,
    form: { label: 'Possession date', shownWhen: (values) => underConstruction(values.possessionStatus) },
  }),
  wholeFact({
    field: 'buildingAgeYears',
    column: 'building_age_years',
    forListingType: 'sale',
    min: 0,
    max: MAX_BUILDING_AGE,
    message: `Building age must be 0 to ${MAX_BUILDING_AGE} years`,
    label: 'Age of building',
    show: (value) => (value === 0 ? 'New' : years(value)),
    compare: { label: 'Building age', show: years },
    form: { label: 'Age of building (years)', hint: '0 for a new building' },
    filters: [
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
    ],
  }),
  codeFact({
    field: 'reraNumber',
    column: 'rera_number',
    forListingType: 'sale',
    pattern: RERA_PATTERN,
    maxLength: 12,
    message: LISTING_FACT_MESSAGES.rera,
    label: 'RERA number',
    compare: { label: 'RERA' },
    form: { label: 'RERA number', hint: 'Telangana RERA, e.g. P02400001234' },
    filters: [
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
    ],
  }),
] as const;
