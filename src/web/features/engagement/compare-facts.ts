// The rows of the compare page: every fact a listing states, as text, so that
// rows whose values differ can be highlighted. Missing facts read 'Not specified'.
import type { TProperty } from '#shared/contracts/property.ts';
import { NOT_SPECIFIED } from '#shared/contracts/listing-fact-values.ts';
import { compareLines } from '#shared/listing-facts/facts.ts';
import { formatDate } from '#shared/format-date.ts';
import { formatIndianNumber, formatPriceShort } from '#shared/money.ts';

import { MAX_COMPARE } from './api/compare-list.ts';

/** A rent fact of a sale home, or the reverse. */
export const NOT_APPLICABLE = '—';

type Row = { label: string; value(p: TProperty): string };

const orNot = <T>(value: T | null | undefined, show: (v: T) => string) => (value === null || value === undefined ? NOT_SPECIFIED : show(value));
const yesNo = (value: boolean | null | undefined) => orNot(value, (v) => (v ? 'Yes' : 'No'));
const day = (iso: string) => formatDate(iso) ?? NOT_SPECIFIED;

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
  // Each fact's row is its declaration's (shared/listing-facts).
  ...compareLines(NOT_APPLICABLE),
  { label: 'Ready to move', value: (p) => yesNo(p.isReadyToMove) },
  { label: 'Verified', value: (p) => yesNo(p.isVerified) },
  { label: 'Posted by', value: (p) => (p.ownerType === 'broker' ? 'Broker' : 'Owner') },
  { label: 'Amenities', value: (p) => p.amenities || 'None listed' },
  { label: 'Posted on', value: (p) => day(p.createdAt) },
];

/** Ids from the URL (?ids=4,9,12): whole positive numbers, at most MAX_COMPARE, each once. */
export function readCompareIds(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_COMPARE);
}
