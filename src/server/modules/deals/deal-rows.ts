// Reading deals and adding timeline events, shared with agreements and notifications. A deal is always
// read with its property, locality, picture and the three people in one query, so a list of any length
// costs one round trip.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDealStage } from '#shared/deal-stages.ts';
import type { Db } from '#server/db/client.ts';
import { areas, dealEvents, deals, properties, users } from '#server/db/schema.ts';

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');
const agent = alias(users, 'agent');

const dealColumns = {
  deal: deals,
  propertyTitle: properties.title,
  propertyPrice: properties.price,
  propertyBedrooms: properties.bedrooms,
  propertyAreaSqft: properties.areaSqft,
  propertyCity: properties.city,
  propertyListingType: properties.listingType,
  propertyAreaName: areas.name,
  // The primary picture's thumbnail, else the first one.
  propertyImageUrl: sql<
    string | null
  >`(select pi.thumb_url from property_images pi where pi.property_id = ${deals.propertyId} order by pi.is_primary desc, pi.position, pi.id limit 1)`,
  propertyPictureUrl: sql<
    string | null
  >`(select pi.url from property_images pi where pi.property_id = ${deals.propertyId} order by pi.is_primary desc, pi.position, pi.id limit 1)`,
  buyerFirstName: buyer.firstName,
  buyerLastName: buyer.lastName,
  buyerEmail: buyer.email,
  buyerMobile: buyer.mobileNumber,
  sellerFirstName: seller.firstName,
  sellerLastName: seller.lastName,
  sellerEmail: seller.email,
  sellerMobile: seller.mobileNumber,
  agentFirstName: agent.firstName,
  agentLastName: agent.lastName,
  agentEmail: agent.email,
  agentMobile: agent.mobileNumber,
};

function selectDeals(db: Db) {
  return db
    .select(dealColumns)
    .from(deals)
    .innerJoin(properties, eq(properties.id, deals.propertyId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .innerJoin(buyer, eq(buyer.id, deals.buyerId))
    .innerJoin(seller, eq(seller.id, deals.sellerId))
    .innerJoin(agent, eq(agent.id, deals.agentId))
    .$dynamic();
}

export type DealRow = Awaited<ReturnType<typeof findDealRow>> & {};

export async function findDealRow(db: Db, id: number) {
  const [row] = await selectDeals(db).where(eq(deals.id, id)).limit(1);
  return row;
}

/** Lists are capped: no screen shows more than this many deal cards at once. */
export const MAX_DEALS_PER_LIST = 500;

export async function findDealRows(db: Db, where: (SQL | undefined)[]) {
  return selectDeals(db)
    .where(and(...where))
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(MAX_DEALS_PER_LIST);
}

export type NewDealEvent = typeof dealEvents.$inferInsert;

export async function insertDealEvent(tx: Db, event: NewDealEvent) {
  await tx.insert(dealEvents).values(event);
}

/** Conditions for deal lists (each intersected with what the viewer may see, list-deals.ts). */
export const dealsOfBuyer = (buyerId: number) => eq(deals.buyerId, buyerId);
export const dealsOnProperty = (propertyId: number) => eq(deals.propertyId, propertyId);
export const dealsManagedBy = (agentId: number) => eq(deals.agentId, agentId);
export const dealsInStage = (stage: TDealStage) => eq(deals.stage, stage);
