// Turns the search payload (spec section 3) into SQL conditions, combined with AND. Every filter
// reads properties' own columns or a tiny reference table, so the indexes on properties apply
// (docs/decisions/listings.md, Search).
import { asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_ID, type ZSearchRequest } from '../../../shared/contracts/property.ts';
import { properties } from '../../db/schema.ts';
import { isPubliclyVisible } from './queries.ts';

export type SearchFilters = z.output<typeof ZSearchRequest>;

/** Escapes LIKE wildcards so a name is matched as typed. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function areaCondition(area: number | string): SQL | null {
  if (typeof area === 'number' || /^\d+$/.test(area)) {
    const id = Number(area);
    return id >= 1 && id <= MAX_ID ? eq(properties.areaId, id) : sql`false`;
  }
  if (!area) return null;
  // By name: contains, any case ('HITEC' finds HITEC City), as the home page's popular areas filter.
  return sql`${properties.areaId} in (select a.id from areas a where a.name ilike ${`%${likeLiteral(area)}%`})`;
}

/** A type by name in any case; the plural the menus show ('Villas') names the type too. */
const propertyTypeCondition = (name: string) =>
  sql`${properties.propertyTypeId} in (select t.id from property_types t where lower(t.name) = lower(${name}) or lower(t.name) || 's' = lower(${name}))`;

export function searchConditions(filters: SearchFilters): SQL[] {
  const where: SQL[] = [isPubliclyVisible];
  const add = (condition: SQL | null | undefined) => {
    if (condition) where.push(condition);
  };
  if (filters.listingType) add(eq(properties.listingType, filters.listingType));
  if (filters.propertyType) add(propertyTypeCondition(filters.propertyType));
  if (filters.minPrice != null) add(gte(properties.price, filters.minPrice));
  if (filters.maxPrice != null) add(lte(properties.price, filters.maxPrice));
  if (filters.city) add(sql`lower(${properties.city}) = lower(${filters.city})`);
  if (filters.area != null) add(areaCondition(filters.area));
  if (filters.minBedrooms != null) add(gte(properties.bedrooms, filters.minBedrooms));
  if (filters.maxBedrooms != null) add(lte(properties.bedrooms, filters.maxBedrooms));
  if (filters.isVerified != null) add(eq(properties.isVerified, filters.isVerified));
  if (filters.ownerType) add(eq(properties.ownerType, filters.ownerType));
  if (filters.isReadyToMove != null) add(eq(properties.isReadyToMove, filters.isReadyToMove));
  if (filters.q) add(sql`${properties.searchVector} @@ websearch_to_tsquery('english', ${filters.q})`);
  return where;
}

/** The same text for the same filters: what a search's total depends on (not its page or order). */
export function searchFiltersKey(filters: SearchFilters): string {
  const { q, propertyType, listingType, minPrice, maxPrice, city, area, minBedrooms, maxBedrooms, isVerified, ownerType, isReadyToMove } = filters;
  return JSON.stringify([q, propertyType, listingType, minPrice, maxPrice, city, area, minBedrooms, maxBedrooms, isVerified, ownerType, isReadyToMove]);
}

/** Newest first unless asked otherwise; the id breaks ties so pages never overlap. */
export function searchOrder(filters: Pick<SearchFilters, 'sortBy' | 'sortOrder'>): SQL[] {
  const direction = filters.sortOrder === 'asc' ? asc : desc;
  const key = filters.sortBy === 'price' ? properties.price : properties.createdAt;
  return [direction(key), direction(properties.id)];
}
