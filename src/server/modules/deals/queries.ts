// SQL for deals. A deal is always read with its property, locality, picture and the three people
// in one query, so a list of any length costs one round trip.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDealStage } from '../../../shared/deal-stages.ts';
import type { Db } from '../../db/client.ts';
import { areas, dealDocuments, dealEvents, deals, properties, users } from '../../db/schema.ts';

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');
const agent = alias(users, 'agent');

export type DealTableRow = typeof deals.$inferSelect;

const dealColumns = {
  deal: deals,
  propertyTitle: properties.title,
  propertyPrice: properties.price,
  propertyBedrooms: properties.bedrooms,
  propertyCity: properties.city,
  propertyListingType: properties.listingType,
  propertyAreaName: areas.name,
  // The primary picture's thumbnail, else the first one.
  propertyImageUrl: sql<string | null>`(select pi.thumb_url from property_images pi where pi.property_id = ${deals.propertyId} order by pi.is_primary desc, pi.position, pi.id limit 1)`,
  propertyPictureUrl: sql<string | null>`(select pi.url from property_images pi where pi.property_id = ${deals.propertyId} order by pi.is_primary desc, pi.position, pi.id limit 1)`,
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

/**
 * The deal row locked until the transaction ends, so two changes to one deal happen one after
 * the other and neither is lost (a stage update and a payment at the same moment, say).
 */
export async function lockDeal(tx: Db, id: number): Promise<DealTableRow | undefined> {
  const [row] = await tx.select().from(deals).where(eq(deals.id, id)).for('update');
  return row;
}

export type NewDealEvent = typeof dealEvents.$inferInsert;

export async function insertDealEvent(tx: Db, event: NewDealEvent) {
  await tx.insert(dealEvents).values(event);
}

export async function findDealEvents(db: Db, dealId: number) {
  return db
    .select({
      id: dealEvents.id,
      kind: dealEvents.kind,
      stage: dealEvents.stage,
      eventDate: dealEvents.eventDate,
      notes: dealEvents.notes,
      createdAt: dealEvents.createdAt,
      actorId: dealEvents.actorId,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorRole: users.role,
    })
    .from(dealEvents)
    .innerJoin(users, eq(users.id, dealEvents.actorId))
    .where(eq(dealEvents.dealId, dealId))
    .orderBy(asc(dealEvents.eventDate), asc(dealEvents.createdAt), asc(dealEvents.id));
}
export type DealEventRow = Awaited<ReturnType<typeof findDealEvents>>[number];

const documentColumns = {
  id: dealDocuments.id,
  dealId: dealDocuments.dealId,
  uploadedBy: dealDocuments.uploadedBy,
  fileName: dealDocuments.fileName,
  storageKey: dealDocuments.storageKey,
  contentType: dealDocuments.contentType,
  sizeBytes: dealDocuments.sizeBytes,
  createdAt: dealDocuments.createdAt,
  uploaderFirstName: users.firstName,
  uploaderLastName: users.lastName,
};

export async function findDealDocuments(db: Db, dealId: number) {
  return db
    .select(documentColumns)
    .from(dealDocuments)
    .innerJoin(users, eq(users.id, dealDocuments.uploadedBy))
    .where(eq(dealDocuments.dealId, dealId))
    .orderBy(desc(dealDocuments.createdAt), desc(dealDocuments.id));
}
export type DealDocumentRow = Awaited<ReturnType<typeof findDealDocuments>>[number];

export async function findDealDocument(db: Db, dealId: number, documentId: number): Promise<DealDocumentRow | undefined> {
  const [row] = await db
    .select(documentColumns)
    .from(dealDocuments)
    .innerJoin(users, eq(users.id, dealDocuments.uploadedBy))
    .where(and(eq(dealDocuments.dealId, dealId), eq(dealDocuments.id, documentId)))
    .limit(1);
  return row;
}

/** now() as a column value: the database's clock, one for every row of a transaction. */
export const now = sql`now()`;

/** Conditions for deal lists (each intersected with what the viewer may see, list-deals.ts). */
export const dealsOfBuyer = (buyerId: number) => eq(deals.buyerId, buyerId);
export const dealsOnProperty = (propertyId: number) => eq(deals.propertyId, propertyId);
export const dealsManagedBy = (agentId: number) => eq(deals.agentId, agentId);
export const dealsInStage = (stage: TDealStage) => eq(deals.stage, stage);

/** Whether a listing exists, deleted ones included (their deals stay listable). */
export async function propertyExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id)).limit(1);
  return row !== undefined;
}

/** Whether an account exists, deleted ones included: a former agent's deals stay listable. */
export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}
