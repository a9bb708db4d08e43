// The rent and sale facts as the property page lists them: each fact of the listing's
// kind, "Not specified" where the poster did not give it (listings older than the facts have none).
import {
  FACING_LABELS,
  FURNISHING_LABELS,
  NOT_SPECIFIED,
  PARKING_LABELS,
  POSSESSION_LABELS,
  PREFERRED_TENANT_LABELS,
  floorLabel,
} from '#shared/contracts/listing-fact-values.ts';
import type { TListingFacts } from '#shared/contracts/listing-facts.ts';
import { formatDate } from '#shared/format-date.ts';
import { formatRupees } from '#shared/money.ts';
import { FACT_FILTERS, showFact } from '#shared/search/filters/facts.ts';

export type FactRow = { label: string; value: string };

const given = <T>(value: T | null, show: (value: T) => string) => (value === null ? NOT_SPECIFIED : show(value));
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const dayMonthYear = (date: string) => formatDate(date) ?? date;

function floorText(facts: Pick<TListingFacts, 'floor' | 'totalFloors'>) {
  if (facts.floor === null && facts.totalFloors === null) return NOT_SPECIFIED;
  const floor = facts.floor === null ? NOT_SPECIFIED : floorLabel(facts.floor);
  return facts.totalFloors === null ? floor : `${floor} of ${facts.totalFloors}`;
}

export function homeFactRows(property: TListingFacts & { listingType: string }): FactRow[] {
  const shared: FactRow[] = [
    { label: 'Furnishing', value: given(property.furnishing, (value) => FURNISHING_LABELS[value]) },
    { label: 'Parking', value: given(property.parking, (value) => PARKING_LABELS[value]) },
    { label: 'Floor', value: floorText(property) },
    { label: 'Facing', value: given(property.facing, (value) => FACING_LABELS[value]) },
    ...FACT_FILTERS.map((filter) => ({ label: filter.fact.label, value: given(property[filter.field], (value) => showFact(filter, value)) })),
  ];
  if (property.listingType === 'rent') {
    return [
      { label: 'Security deposit', value: given(property.deposit, formatRupees) },
      { label: 'Maintenance', value: given(property.maintenance, (value) => (value === 0 ? 'Included in rent' : `${formatRupees(value)}/month`)) },
      { label: 'Preferred tenants', value: given(property.preferredTenants, (value) => PREFERRED_TENANT_LABELS[value]) },
      { label: 'Available from', value: given(property.availableFrom, dayMonthYear) },
      { label: 'Pets allowed', value: given(property.petsAllowed, yesNo) },
      { label: 'Non-veg allowed', value: given(property.nonVegAllowed, yesNo) },
      ...shared,
    ];
  }
  const possession =
    property.possessionStatus === 'under_construction' && property.possessionDate
      ? `${POSSESSION_LABELS.under_construction}, possession ${dayMonthYear(property.possessionDate)}`
      : given(property.possessionStatus, (value) => POSSESSION_LABELS[value]);
  return [
    { label: 'Possession', value: possession },
    {
      label: 'Age of building',
      value: given(property.buildingAgeYears, (years) => (years === 0 ? 'New' : `${years} ${years === 1 ? 'year' : 'years'}`)),
    },
    { label: 'RERA number', value: given(property.reraNumber, (value) => value) },
    ...shared,
  ];
}
