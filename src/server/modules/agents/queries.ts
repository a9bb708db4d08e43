// SQL for the agent screens: the properties an agent works with, with seller contact and deal counts.
import { and, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { MAX_AVAILABLE_PROPERTIES, type TAgentProperty } from '#shared/contracts/deal.ts';
import { MAX_ID } from '#shared/contracts/property.ts';
import type { TDealStage } from '#shared/deal-stages.ts';
import type { Db } from '#server/db/client.ts';
import { areas, properties, propertyTypes, users } from '#server/db/schema.ts';
import { firstRow } from '#server/db/rows.ts';

const notDeleted = ne(properties.status, 'deleted');

/** Properties on the agent's deals (also completed, soft-deleted ones) and listings they posted. */
const managedBy = (agentId: number) =>
  or(inArray(properties.id, sql`(select d.property_id from deals d where d.agent_id = ${agentId})`), and(eq(properties.userId, agentId), notDeleted));

/** Listings a new deal can be made on: live, and posted by someone who still has an account. */
const available = and(eq(properties.isActive, true), notDeleted, isNull(users.deletedAt));

export const MAX_MANAGED_PROPERTIES = 200;

const firstPicture = (column: 'url' | 'thumb_url') =>
  sql<
    string | null
  >`(select pi.${sql.raw(column)} from property_images pi where pi.property_id = ${properties.id} order by pi.is_primary desc, pi.position, pi.id limit 1)`;

export type AgentPropertyQuery = { agentId: number; scope: 'managed' | 'available'; buyerId?: number; q?: string; propertyId?: number };

/** Every word in the title or the locality's name, or the listing's id ("279", "#279"). */
function matching(q: string | undefined) {
  const text = q?.replace(/^#/, '').trim();
  if (!text) return undefined;
  const words = text.split(/\s+/).map((word) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  const byWords = and(...words.map((word) => or(ilike(properties.title, word), ilike(areas.name, word))));
  return /^\d{1,10}$/.test(text) && Number(text) <= MAX_ID ? or(eq(properties.id, Number(text)), byWords) : byWords;
}

export async function findAgentProperties(db: Db, { agentId, scope, buyerId, q, propertyId }: AgentPropertyQuery): Promise<TAgentProperty[]> {
  const first = scope === 'available' && propertyId ? sql`(${properties.id} = ${propertyId}) desc` : undefined;
  // The unique (property, buyer) index makes each of these at most one row.
  const buyerDealId = buyerId
    ? sql<number | null>`(select d.id from deals d where d.property_id = ${properties.id} and d.buyer_id = ${buyerId})`
    : sql<number | null>`null::int`;
  const buyerDealStage = buyerId
    ? sql<TDealStage | null>`(select d.stage from deals d where d.property_id = ${properties.id} and d.buyer_id = ${buyerId})`
    : sql<TDealStage | null>`null::text`;
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      price: properties.price,
      priceDisplay: properties.priceDisplay,
      listingType: properties.listingType,
      propertyType: propertyTypes.name,
      city: properties.city,
      areaName: areas.name,
      pincode: properties.pincode,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      areaSqft: properties.areaSqft,
      isActive: properties.isActive,
      sellerId: users.id,
      sellerFirstName: users.firstName,
      sellerLastName: users.lastName,
      sellerMobile: users.mobileNumber,
      sellerEmail: users.email,
      imageUrl: firstPicture('url'),
      thumbnailUrl: firstPicture('thumb_url'),
      dealCount: sql<number>`(select count(*)::int from deals d where d.property_id = ${properties.id})`,
      activeDealCount: sql<number>`(select count(*)::int from deals d where d.property_id = ${properties.id} and d.stage <> 'COMPLETED')`,
      buyerDealId,
      buyerDealStage,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(scope === 'managed' ? managedBy(agentId) : and(available, matching(q)))
    .orderBy(...(first ? [first] : []), desc(properties.createdAt), desc(properties.id))
    .limit(scope === 'managed' ? MAX_MANAGED_PROPERTIES : MAX_AVAILABLE_PROPERTIES);

  return rows.map(({ sellerFirstName, sellerLastName, buyerDealId: dealId, buyerDealStage: stage, ...row }) => ({
    ...row,
    propertyId: row.id,
    sellerName: `${sellerFirstName} ${sellerLastName}`.trim(),
    buyerDeal: dealId !== null && stage !== null ? { dealId, stage } : null,
  }));
}

export async function countManagedProperties(db: Db, agentId: number): Promise<number> {
  const row = firstRow(
    await db
      .select({ count: sql<number>`count(*)::int` })
      .from(properties)
      .where(managedBy(agentId)),
  );
  return row.count;
}
