// Contact Agent inquiries as agents see them: leads with the listing and the person asking.
// Converting one into a
// deal happens in deals/create-deal.ts, in the deal's own transaction.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TInquiryLead } from '#shared/contracts/deal.ts';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { isAdmin } from '#shared/policy/roles.ts';
import type { Db } from '#server/db/client.ts';
import { areas, properties, users } from '#server/db/schema.ts';
import { conversations, inquiries } from '#server/db/schema-conversations.ts';
import { conflict, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { firstRow } from '#server/db/rows.ts';

type LeadStatus = TInquiryLead['status'];

/** Leads on listings that still exist, from people who still have an account. */
const isLiveLead = and(sql`${properties.status} <> 'deleted'`, sql`${users.deletedAt} is null`);

export const MAX_LEADS = 200;

async function selectLeads(db: Db, viewer: Viewer, where: (SQL | undefined)[], limit: number): Promise<TInquiryLead[]> {
  const rows = await db
    .select({
      id: inquiries.id,
      propertyId: inquiries.propertyId,
      propertyTitle: properties.title,
      propertyPrice: properties.price,
      propertyAreaName: areas.name,
      propertyImageUrl: sql<
        string | null
      >`(select pi.thumb_url from property_images pi where pi.property_id = ${inquiries.propertyId} order by pi.is_primary desc, pi.position, pi.id limit 1)`,
      buyerId: users.id,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
      buyerEmail: users.email,
      buyerPhone: users.mobileNumber,
      message: inquiries.message,
      status: inquiries.status,
      createdAt: inquiries.createdAt,
      conversationId: sql<number | null>`case when ${conversations.posterId} = ${viewer.id} then ${conversations.id} end`,
    })
    .from(inquiries)
    .innerJoin(properties, eq(properties.id, inquiries.propertyId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .innerJoin(users, eq(users.id, inquiries.userId))
    .leftJoin(conversations, eq(conversations.id, inquiries.conversationId))
    .where(and(isLiveLead, ...where))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit);
  return rows.map(({ buyerFirstName, buyerLastName, createdAt, ...row }) => ({
    ...row,
    buyerName: `${buyerFirstName} ${buyerLastName}`.trim(),
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * Open and closed leads are the agents' shared pool (no agent owns them yet). A converted lead is
 * the deal's from then on: its agent (and admins) see it, other agents do not.
 */
export function findLeads(db: Db, viewer: Viewer, status: LeadStatus): Promise<TInquiryLead[]> {
  const ownConversion =
    status === 'CONVERTED' && !isAdmin(viewer)
      ? sql`exists (select 1 from deals d where d.id = ${inquiries.dealId} and d.agent_id = ${viewer.id})`
      : undefined;
  return selectLeads(db, viewer, [eq(inquiries.status, status), ownConversion], MAX_LEADS);
}

export async function countOpenLeads(db: Db): Promise<number> {
  const row = firstRow(
    await db
      .select({ count: sql<number>`count(*)::int` })
      .from(inquiries)
      .innerJoin(properties, eq(properties.id, inquiries.propertyId))
      .innerJoin(users, eq(users.id, inquiries.userId))
      .where(and(isLiveLead, eq(inquiries.status, 'OPEN'))),
  );
  return row.count;
}

/** An agent closes a lead that needs no deal; only an open one (a converted lead stays converted). */
export async function closeLead(db: Db, viewer: Viewer, id: number): Promise<TInquiryLead> {
  const [closed] = await db
    .update(inquiries)
    .set({ status: 'CLOSED', updatedAt: sql`now()` })
    .where(and(eq(inquiries.id, id), eq(inquiries.status, 'OPEN')))
    .returning({ id: inquiries.id });
  if (!closed) {
    const [existing] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, id)).limit(1);
    if (!existing) throw notFound(DEAL_MESSAGES.inquiryNotFound);
    throw conflict(DEAL_MESSAGES.inquiryNotOpen);
  }
  const [lead] = await selectLeads(db, viewer, [eq(inquiries.id, id)], 1);
  if (!lead) throw notFound(DEAL_MESSAGES.inquiryNotFound);
  return lead;
}
