// Reference data, applied on every start: inserting what is missing makes it idempotent.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { areas, propertyTypes } from '../schema.ts';

export const PROPERTY_TYPES = ['Apartment', 'Villa', 'House', 'Plot', 'Commercial', 'Penthouse', 'Studio', 'Duplex'];

const csvPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'hyderabad-localities.csv');

export type Locality = { name: string; pincode: string; isPopular: boolean; latitude: number; longitude: number };

/** The localities with their approximate centres (within a kilometre or so: for "nearby", not for maps). */
export function readLocalities(): Locality[] {
  const [, ...rows] = fs.readFileSync(csvPath, 'utf8').trim().split(/\r?\n/);
  return rows.map((row) => {
    const [name, pincode, popular, latitude, longitude] = row.split(',').map((cell) => cell.trim());
    return { name, pincode, isPopular: popular === 'yes', latitude: Number(latitude), longitude: Number(longitude) };
  });
}

export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(areas)
      .values(readLocalities().map((l) => ({ ...l, city: 'Hyderabad' })))
      .onConflictDoUpdate({
        target: [areas.city, areas.name],
        set: {
          pincode: sql`excluded.pincode`,
          isPopular: sql`excluded.is_popular`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });
    await tx
      .insert(propertyTypes)
      .values(PROPERTY_TYPES.map((name) => ({ name })))
      .onConflictDoNothing({ target: propertyTypes.name });
  });
}
