import { asc, sql } from 'drizzle-orm';
import type { TArea, TPropertyType } from '#shared/contracts/reference.ts';
import type { Db } from '#server/db/client.ts';
import { areas, propertyTypes } from '#server/db/schema.ts';

/** Localities sorted by name; only those of `city` (any case) when one is given. */
export async function listAreas(db: Db, city?: string | null): Promise<TArea[]> {
  const rows = await db
    .select()
    .from(areas)
    .where(city ? sql`lower(${areas.city}) = lower(${city})` : undefined)
    .orderBy(asc(areas.name));
  return rows.map((a) => ({
    areaId: a.id,
    id: a.id,
    areaName: a.name,
    pincode: a.pincode,
    city: a.city,
    isPopular: a.isPopular,
    latitude: a.latitude,
    longitude: a.longitude,
  }));
}

/** Types in the order the reference data lists them (Apartment first, as the spec does). */
export async function listPropertyTypes(db: Db): Promise<TPropertyType[]> {
  const rows = await db.select().from(propertyTypes).orderBy(asc(propertyTypes.id));
  return rows.map((t) => ({ propertyTypeId: t.id, id: t.id, typeName: t.name }));
}
