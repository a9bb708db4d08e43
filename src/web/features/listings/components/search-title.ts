// Page titles of spec section 2, Search results and listing pages.
import type { TArea } from '#shared/contracts/reference.ts';
import { totalOf, type SearchTotal } from '#shared/search-total.ts';
import type { SearchFilters } from './search-filters.ts';

const forWhat = (listingType: string) => (listingType === 'rent' ? 'for Rent' : 'for Sale');

/** The area's name whether the URL holds its id (the form) or its name (a shared link). */
export function areaNameOf(area: string, areas: TArea[] | undefined) {
  if (!/^\d+$/.test(area)) return area;
  return areas?.find((candidate) => String(candidate.areaId) === area)?.areaName ?? '';
}

/** 'Properties in {area}', '{type}s for Sale', 'Properties for Rent' or 'Search Results'. */
export function searchTitle(filters: Pick<SearchFilters, 'area' | 'listingType' | 'propertyType'>, areas: TArea[] | undefined) {
  const isListing = filters.listingType === 'sale' || filters.listingType === 'rent';
  if (filters.area) {
    const name = areaNameOf(filters.area, areas);
    return name ? `Properties in ${name}` : 'Search Results';
  }
  if (filters.propertyType && isListing) return `${filters.propertyType}s ${forWhat(filters.listingType)}`;
  if (isListing) return `Properties ${forWhat(filters.listingType)}`;
  return 'Search Results';
}

/** Listing category page: 'Properties in {Area}' or '{Type} for Sale' / '{Type} for Rent'. */
export const categoryTitle = (params: { areaName?: string; listingType?: string; propertyType?: string }) =>
  params.areaName ? `Properties in ${params.areaName}` : `${params.propertyType ?? ''} ${forWhat(params.listingType ?? '')}`.trim();

export const countText = (total: SearchTotal) => `${totalOf(total, 'property', 'properties')} found`;
