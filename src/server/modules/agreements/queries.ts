// SQL for agreements made for a deal.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { areas, properties, rentalAgreements, users } from '#server/db/schema.ts';

/** A deal's agreements, newest first, with who made each. */
export async function findDealAgreementRows(db: Db, dealId: number) {
  return db
    .select({ agreement: rentalAgreements, makerFirstName: users.firstName, makerLastName: users.lastName })
    .from(rentalAgreements)
    .innerJoin(users, eq(users.id, rentalAgreements.userId))
    .where(eq(rentalAgreements.dealId, dealId))
    .orderBy(desc(rentalAgreements.createdAt));
}

/** What an agreement takes from the listing: its address parts, the date it is free, its deposit and maintenance. */
export async function findListingForAgreement(db: Db, propertyId: number) {
  const [row] = await db
    .select({
      title: properties.title,
      address: properties.address,
      city: properties.city,
      pincode: properties.pincode,
      areaName: areas.name,
      availableFrom: properties.availableFrom,
      deposit: properties.deposit,
      maintenance: properties.maintenance,
    })
    .from(properties)
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(and(eq(properties.id, propertyId)))
    .limit(1);
  return row;
}
