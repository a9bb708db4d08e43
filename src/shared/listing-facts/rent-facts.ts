// The facts only a rental has, in the order the property page and the form list them.
import { PREFERRED_TENANT_LABELS, PREFERRED_TENANTS, TENANT_KINDS } from '../contracts/listing-fact-labels.ts';
import { LISTING_FACT_MESSAGES, MAX_MAINTENANCE } from '../contracts/listing-fact-values.ts';
import { formatDate } from '../format-date.ts';
import { budgetLabel, formatPriceShort, formatRupees, LAKH } from '../money.ts';
import { date, flag, oneOf, whole } from '../search/filters/declare.ts';
import { choiceFact, dateFact, wholeFact, yesNoFact } from './declare.ts';

export const dayMonthYear = (date: string) => formatDate(date) ?? date;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-12-01' → '1 Dec 2026'. */
const dateLabel = (day: string) => {
  const [year, month = 0, dayOfMonth] = day.split('-').map(Number);
  return `${dayOfMonth} ${MONTHS[month - 1] ?? ''} ${year}`;
};
/** '2026-12-01' → '01/12/2026'. */
const slashDate = (day: string) => day.split('-').reverse().join('/');
const amount = (rupees: number) => (rupees > 0 ? formatPriceShort(rupees) : '₹0');

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
    card: { place: 1, show: (value) => `Deposit ${formatRupees(value)}` },
    form: { label: 'Security deposit (₹)', rupees: true },
    filters: [
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
    ],
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
    // A listing for anyone says nothing a renter would look for on a card.
    card: { place: 3, show: (value) => (value === 'anyone' ? null : `For ${PREFERRED_TENANT_LABELS[value].toLowerCase()}`) },
    form: { label: 'Preferred tenants' },
    filters: [
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
    ],
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
    filters: [
      date({
        param: 'availableBy',
        field: 'availableBy',
        name: 'Available by',
        forListingType: 'rent',
        label: (value) => `Available by ${dateLabel(value)}`,
        chip: (value) => `Available by ${slashDate(value)}`,
        suggest: 'early',
        rail: { section: 'rent', label: 'Available by' },
        where: 'custom',
      }),
    ],
  }),
  yesNoFact({
    field: 'petsAllowed',
    column: 'pets_allowed',
    forListingType: 'rent',
    message: 'Pets allowed must be true or false',
    label: 'Pets allowed',
    compare: { label: 'Pets allowed' },
    form: { label: 'Pets allowed' },
    filters: [
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
    ],
  }),
  yesNoFact({
    field: 'nonVegAllowed',
    column: 'non_veg_allowed',
    forListingType: 'rent',
    message: 'Non-vegetarian allowed must be true or false',
    label: 'Non-veg allowed',
    compare: { label: 'Non-vegetarian allowed' },
    form: { label: 'Non-vegetarian allowed' },
    filters: [
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
    ],
  }),
] as const;
