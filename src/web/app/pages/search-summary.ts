// A saved search's filters in a line people read: 'For rent · Gachibowli, Kondapur · 2, 3 BHK · up to ₹40 K',
// then the declared filters as their chips name them ('Fully furnished · Inside the drawn area').
import { formatPriceShort } from '#shared/money.ts';
import { declaredFilterLabels, type ReferenceNames } from '#web/features/listings/components/search-of-request.ts';

type Filters = Record<string, unknown>;

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value == null || value === '' ? [] : [String(value as string | number)];

export function searchSummary(filters: Filters, areaName: (idOrName: string) => string = (x) => x, names?: ReferenceNames): string {
  const parts: string[] = [];
  if (filters.listingType === 'sale') parts.push('For sale');
  if (filters.listingType === 'rent') parts.push('For rent');
  const areas = [...list(filters.area), ...list(filters.areas)].map(areaName);
  if (areas.length > 0) parts.push(areas.join(', '));
  const types = [...list(filters.propertyType), ...list(filters.propertyTypes)];
  if (types.length > 0) parts.push(types.join(', '));
  const bhk = list(filters.bedrooms).map((n) => (n === '4' ? '4+' : n));
  if (bhk.length > 0) parts.push(`${bhk.join(', ')} BHK`);
  else if (filters.minBedrooms != null) parts.push(`${filters.minBedrooms as number}+ BHK`);
  const min = typeof filters.minPrice === 'number' ? formatPriceShort(filters.minPrice) : null;
  const max = typeof filters.maxPrice === 'number' ? formatPriceShort(filters.maxPrice) : null;
  if (min && max) parts.push(`${min} to ${max}`);
  else if (max) parts.push(`up to ${max}`);
  else if (min) parts.push(`from ${min}`);
  parts.push(...declaredFilterLabels(filters, names));
  if (typeof filters.q === 'string' && filters.q) parts.push(`“${filters.q}”`);
  return parts.length > 0 ? parts.join(' · ') : 'All homes';
}
