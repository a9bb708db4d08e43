// How an email subject names a listing: by Gruha's facts only (its number, BHK, type and locality),
// never its title. A subject is what a mail client shows before anything else, so a poster's words
// there ("Gruha Trust & Safety: verify KYC at ...") would read as Gruha's own.
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { areas, properties, propertyTypes } from '#server/db/schema.ts';

export type NamedListing = { id: number; bedrooms: number; typeName: string; areaName: string };

/** '2 BHK Apartment in Gachibowli (#12)'; a plot or shop has no BHK. */
export const listingName = ({ id, bedrooms, typeName, areaName }: NamedListing) =>
  `${bedrooms > 0 ? `${bedrooms} BHK ` : ''}${typeName} in ${areaName} (#${id})`;

/** The listing's name for a subject, read from the database ('listing #12' should it be gone). */
export async function findListingName(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ id: properties.id, bedrooms: properties.bedrooms, typeName: propertyTypes.name, areaName: areas.name })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(eq(properties.id, id));
  return row ? listingName(row) : `listing #${id}`;
}
