// The rows of the compare page (issue 16, point 2): every fact a listing states, as text, so that
// rows whose values differ can be highlighted. Missing facts read 'Not specified'.
import type { TProperty } from '../../../shared/contracts/property.ts';
import {
  FACING_LABELS,
  FURNISHING_LABELS,
  NOT_SPECIFIED,
  PARKING_LABELS,
  POSSESSION_LABELS,
  PREFERRED_TENANT_LABELS,
  floorLabel,
} from '../../../shared/contracts/listing-facts.ts';
import { formatIndianNumber, formatPriceShort, formatRupees } from '../../../shared/money.ts';

export const MAX_COMPARE = 3;

type Row = { label: string; value(p: TProperty): string };

const orNot = <T,>(value: T | null | undefined, show: (v: T) => string) => (value === null || value === undefined ? NOT_SPECIFIED : show(value));
const yesNo = (value: boolean | null | undefined) => orNot(value, (v) => (v ? 'Yes' : 'No'));
const day = (iso: string) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

/** Facts ZProperty gained with issue 15, read when present. */
type Facts = Partial<{
  deposit: number | null;
  maintenance: number | null;
  furnishing: keyof typeof FURNISHING_LABELS | null;
  preferredTenants: keyof typeof PREFERRED_TENANT_LABELS | null;
  availableFrom: string | null;
  parking: keyof typeof PARKING_LABELS | null;
  possessionStatus: keyof typeof POSSESSION_LABELS | null;
  buildingAgeYears: number | null;
  reraNumber: string | null;
  floor: number | null;
  totalFloors: number | null;
  facing: keyof typeof FACING_LABELS | null;
}>;
const facts = (p: TProperty) => p as TProperty & Facts;

export function pricePerSqft(p: TProperty): number | null {
  return p.areaSqft ? Math.round(p.price / p.areaSqft) : null;
}

export const COMPARE_ROWS: Row[] = [
  { label: 'Price', value: (p) => `${formatPriceShort(p.price)}${p.listingType === 'rent' ? ' / month' : ''}` },
  { label: 'Price per sq ft', value: (p) => orNot(pricePerSqft(p), (v) => `₹${formatIndianNumber(v)}`) },
  { label: 'For', value: (p) => (p.listingType === 'rent' ? 'Rent' : 'Sale') },
  { label: 'Type', value: (p) => p.propertyType || p.type },
  { label: 'Locality', value: (p) => `${p.areaName}, ${p.city}` },
  { label: 'Area', value: (p) => orNot(p.areaSqft, (v) => `${formatIndianNumber(v)} sq ft`) },
  { label: 'Bedrooms', value: (p) => String(p.bedrooms) },
  { label: 'Bathrooms', value: (p) => String(p.bathrooms) },
  { label: 'Balconies', value: (p) => String(p.balconies) },
  { label: 'Furnishing', value: (p) => orNot(facts(p).furnishing, (v) => FURNISHING_LABELS[v]) },
  { label: 'Parking', value: (p) => orNot(facts(p).parking, (v) => PARKING_LABELS[v]) },
  { label: 'Facing', value: (p) => orNot(facts(p).facing, (v) => FACING_LABELS[v]) },
  { label: 'Floor', value: (p) => orNot(facts(p).floor, (v) => `${floorLabel(v)}${facts(p).totalFloors ? ` of ${facts(p).totalFloors}` : ''}`) },
  { label: 'Deposit', value: (p) => (p.listingType === 'rent' ? orNot(facts(p).deposit, formatRupees) : '—') },
  { label: 'Maintenance', value: (p) => (p.listingType === 'rent' ? orNot(facts(p).maintenance, (v) => `${formatRupees(v)} / month`) : '—') },
  { label: 'Preferred tenants', value: (p) => (p.listingType === 'rent' ? orNot(facts(p).preferredTenants, (v) => PREFERRED_TENANT_LABELS[v]) : '—') },
  { label: 'Available from', value: (p) => (p.listingType === 'rent' ? orNot(facts(p).availableFrom, day) : '—') },
  { label: 'Possession', value: (p) => (p.listingType === 'sale' ? orNot(facts(p).possessionStatus, (v) => POSSESSION_LABELS[v]) : '—') },
  { label: 'Building age', value: (p) => (p.listingType === 'sale' ? orNot(facts(p).buildingAgeYears, (v) => `${v} ${v === 1 ? 'year' : 'years'}`) : '—') },
  { label: 'RERA', value: (p) => (p.listingType === 'sale' ? orNot(facts(p).reraNumber, (v) => v) : '—') },
  { label: 'Ready to move', value: (p) => yesNo(p.isReadyToMove) },
  { label: 'Verified', value: (p) => yesNo(p.isVerified) },
  { label: 'Posted by', value: (p) => (p.ownerType === 'broker' ? 'Broker' : 'Owner') },
  { label: 'Amenities', value: (p) => p.amenities || 'None listed' },
  { label: 'Posted on', value: (p) => day(p.createdAt) },
];

/** Ids from the URL (?ids=4,9,12): whole positive numbers, at most three, each once. */
export function readCompareIds(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_COMPARE);
}
