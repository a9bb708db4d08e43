// The active filters of a search as a person reads them ('Fully furnished', '2 BHK, 3 BHK'), each
// with the request fields it stands for: a suggestion drops one at a time. The declared filters are
// named by their own `label` (shared/search/filters/filters.ts).
import { bhkLabel } from '#shared/contracts/listing-facts.ts';
import { formatPriceShort } from '#shared/money.ts';
import { SEARCH_FILTERS, type DeclaredFilter } from '#shared/search/filters/filters.ts';
import { stationOf } from './geo-filters.ts';
import type { Localities } from './localities.ts';
import type { SearchFilters } from './search-filters.ts';

export type ActiveFilter = { fields: (keyof SearchFilters)[]; label: string };

const amount = (rupees: number) => (rupees > 0 ? formatPriceShort(rupees) : '₹0');

const localityLabel = (area: number | string, localities: Localities) =>
  typeof area === 'number' || /^\d+$/.test(area)
    ? (localities.byId.get(Number(area))?.name ?? String(area))
    : (localities.index.lookup(area) ?? area);

/** A declared filter's suggestion label for a set value (a list's names joined). */
function declaredLabel(filter: DeclaredFilter, value: unknown): string {
  if (filter.kind === 'flag' || filter.kind === 'box' || filter.kind === 'area') return filter.label;
  if (filter.kind === 'someOf') {
    const names = (value as string[]).map((item) => (filter.label as (item: string) => string)(item)).join(', ');
    return 'joined' in filter && filter.joined ? filter.joined(names) : names;
  }
  const label = filter.label as ((value: unknown) => string) | undefined;
  // A code of reference data is named: a station's code by the station's name.
  const shown = filter.kind === 'text' && 'names' in filter ? stationOf(value as string).name : value;
  return label ? label(shown) : String(shown);
}

const suggested = (when: 'early' | 'late') =>
  SEARCH_FILTERS.filter((filter): filter is Extract<DeclaredFilter, { suggest: string }> => 'suggest' in filter && filter.suggest === when);
const EARLY = suggested('early');
const LATE = suggested('late');

/**
 * The filters a search could do without, narrowest kinds first (the facts, then rooms and type,
 * then locality and budget). The listing type and city are never offered: mixing sale and rent,
 * or leaving Hyderabad, is not a way to the home asked for.
 */
export function droppableFilters(f: SearchFilters, localities: Localities): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  const add = (fields: (keyof SearchFilters)[], label: string) => list.push({ fields, label });
  const addDeclared = (filters: readonly DeclaredFilter[]) => {
    for (const filter of filters) {
      const value = f[filter.field];
      if (value != null && value !== '') add([filter.field], declaredLabel(filter, value));
    }
  };
  if (f.q) add(['q'], f.q);
  addDeclared(EARLY);
  if (f.bedrooms) add(['bedrooms'], f.bedrooms.map(bhkLabel).join(', '));
  if (f.minBedrooms != null) add(['minBedrooms'], `${f.minBedrooms}+ bedrooms`);
  if (f.maxBedrooms != null) add(['maxBedrooms'], `Up to ${f.maxBedrooms} bedrooms`);
  const types = [f.propertyType, ...(f.propertyTypes ?? [])].filter(Boolean);
  if (types.length > 0) add(['propertyType', 'propertyTypes'], types.join(', '));
  addDeclared(LATE);
  const places = [...(f.area != null && f.area !== '' ? [f.area] : []), ...(f.areas ?? [])];
  if (places.length > 0) add(['area', 'areas'], places.map((area) => localityLabel(area, localities)).join(', '));
  if (f.minPrice != null) add(['minPrice'], `Min ${amount(f.minPrice)}`);
  if (f.maxPrice != null) add(['maxPrice'], `Max ${amount(f.maxPrice)}`);
  return list;
}
