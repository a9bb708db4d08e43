// The facts only a rental has, in the order the property page and the form list them.
import { PREFERRED_TENANT_LABELS, PREFERRED_TENANTS } from '../contracts/listing-fact-labels.ts';
import { LISTING_FACT_MESSAGES, MAX_MAINTENANCE } from '../contracts/listing-fact-values.ts';
import { formatDate } from '../format-date.ts';
import { formatRupees } from '../money.ts';
import { choiceFact, dateFact, wholeFact, yesNoFact } from './declare.ts';

export const dayMonthYear = (date: string) => formatDate(date) ?? date;

export const RENT_FACTS = [
  wholeFact({
    field: 'deposit',
    column: 'deposit',
    forListingType: 'rent',
    min: 0,
    max: 1_000_000_000,
    message: 'Deposit must be a whole number of rupees, up to ₹100 Crore',
    label: 'Security deposit',
    show: formatRupees,
    compare: { label: 'Deposit' },
    form: { label: 'Security deposit (₹)', rupees: true },
  }),
  wholeFact({
    field: 'maintenance',
    column: 'maintenance',
    forListingType: 'rent',
    min: 0,
    max: MAX_MAINTENANCE,
    message: 'Maintenance must be a whole number of rupees a month, up to ₹10,00,000',
    label: 'Maintenance',
    show: (value) => (value === 0 ? 'Included in rent' : `${formatRupees(value)}/month`),
    compare: { label: 'Maintenance', show: (value) => `${formatRupees(value)} / month` },
    form: { label: 'Maintenance (₹ a month)', rupees: true },
  }),
  choiceFact({
    field: 'preferredTenants',
    column: 'preferred_tenants',
    forListingType: 'rent',
    values: PREFERRED_TENANTS,
    labels: PREFERRED_TENANT_LABELS,
    message: 'Preferred tenants must be family, bachelors, company or anyone',
    label: 'Preferred tenants',
    compare: { label: 'Preferred tenants' },
    form: { label: 'Preferred tenants' },
  }),
  dateFact({
    field: 'availableFrom',
    column: 'available_from',
    forListingType: 'rent',
    message: LISTING_FACT_MESSAGES.date,
    label: 'Available from',
    show: dayMonthYear,
    compare: { label: 'Available from' },
    form: { label: 'Available from' },
  }),
  yesNoFact({
    field: 'petsAllowed',
    column: 'pets_allowed',
    forListingType: 'rent',
    message: 'Pets allowed must be true or false',
    label: 'Pets allowed',
    compare: { label: 'Pets allowed' },
    form: { label: 'Pets allowed' },
  }),
  yesNoFact({
    field: 'nonVegAllowed',
    column: 'non_veg_allowed',
    forListingType: 'rent',
    message: 'Non-vegetarian allowed must be true or false',
    label: 'Non-veg allowed',
    compare: { label: 'Non-vegetarian allowed' },
    form: { label: 'Non-vegetarian allowed' },
  }),
] as const;
