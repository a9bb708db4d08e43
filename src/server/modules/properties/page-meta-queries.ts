// SQL for the listing pages' heads (page-meta.ts): the type or locality a page's address names, read
// with the search's own name conditions, so a page and its listings agree on what a name means.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { areas, propertyTypes } from '#server/db/schema.ts';
import { areaNameContains, typeNameIn } from './search-filters.ts';

/** The property type `name` names ('apartments', 'VILLA'), as search reads it. */
export async function findPropertyTypeName(db: Db, name: string): Promise<string | undefined> {
  const [type] = await db
    .select({ name: propertyTypes.name })
    .from(propertyTypes)
    .where(typeNameIn(propertyTypes.name, [name]))
    .limit(1);
  return type?.name;
}

/** Up to `limit` localities whose name contains `text`, as the `area` filter finds them: the exact name first. */
export function findAreasNamed(db: Db, text: string, limit: number): Promise<{ name: string; city: string }[]> {
  return db
    .select({ name: areas.name, city: areas.city })
    .from(areas)
    .where(areaNameContains(areas.name, text))
    .orderBy(sql`lower(${areas.name}) = lower(${text}) desc`, areas.name)
    .limit(limit);
}
