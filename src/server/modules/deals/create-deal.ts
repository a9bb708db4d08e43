// Creating a deal (spec sections 4 and 5, Create deal). One deal per buyer and property: the
// unique index deals_property_buyer_key decides, so two identical requests at the same instant
// give one deal and one 409, never two deals.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZDealCreateRequest } from '#shared/contracts/deal.ts';
import { dealKindOf, RENTAL_AGREEMENT_MESSAGES } from '#shared/deal-kind.ts';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { isAdmin, isAgentOrAdmin } from '#shared/policy/roles.ts';
import type { Db } from '#server/db/client.ts';
import { deals, properties, users } from '#server/db/schema.ts';
import { inquiries } from '#server/db/schema-conversations.ts';
import { uniqueViolation } from '#server/db/unique-violation.ts';
import { badRequest, conflict, forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { assertMayCreateDeals } from './access.ts';
import { insertDealEvent } from './deal-rows.ts';
import { firstRow } from '#server/db/rows.ts';

type CreateDealInput = { db: Db; viewer: Viewer; request: z.output<typeof ZDealCreateRequest> };

async function findActiveUser(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row?.isActive ? row : undefined;
}

/** An agent manages their own deals; an admin may hand a new deal to any agent (or admin). */
async function resolveAgentId(tx: Db, viewer: Viewer, requested: number | null | undefined): Promise<number> {
  if (requested == null || requested === viewer.id) return viewer.id;
  if (!isAdmin(viewer)) throw forbidden(DEAL_MESSAGES.onlyOwnAgent);
  const agent = await findActiveUser(tx, requested);
  if (!agent || !isAgentOrAdmin(agent)) throw badRequest(DEAL_MESSAGES.agentNotFound, { agentId: DEAL_MESSAGES.agentNotFound });
  return agent.id;
}

/**
 * The listing, share-locked: deleting it (which takes an update lock) waits for this deal, and
 * this deal waits for a deletion in progress, so no deal lands on a listing being removed.
 */
async function findListedProperty(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: properties.id,
      userId: properties.userId,
      isActive: properties.isActive,
      status: properties.status,
      listingType: properties.listingType,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .for('share');
  if (!row || row.status === 'deleted') throw notFound(DEAL_MESSAGES.propertyNotFound);
  if (!row.isActive) throw badRequest(DEAL_MESSAGES.propertyInactive);
  return row;
}

/** The inquiry named by the request must be an open one of this buyer on this property. */
async function lockInquiry(tx: Db, inquiryId: number, propertyId: number, buyerId: number) {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for('update');
  if (!row) throw notFound(DEAL_MESSAGES.inquiryNotFound);
  if (row.propertyId !== propertyId || row.userId !== buyerId)
    throw badRequest(DEAL_MESSAGES.inquiryMismatch, { inquiryId: DEAL_MESSAGES.inquiryMismatch });
  if (row.status !== 'OPEN') throw conflict(DEAL_MESSAGES.inquiryNotOpen);
}

export async function createDeal({ db, viewer, request }: CreateDealInput): Promise<number> {
  assertMayCreateDeals(viewer);
  const { propertyId, buyerId, agreedPrice, inquiryId } = request;
  try {
    return await db.transaction(async (tx) => {
      const property = await findListedProperty(tx, propertyId);
      const buyer = await findActiveUser(tx, buyerId);
      if (!buyer) throw notFound(DEAL_MESSAGES.buyerNotFound);
      if (property.userId === buyer.id) throw badRequest(DEAL_MESSAGES.buyerOwnsProperty, { buyerId: DEAL_MESSAGES.buyerOwnsProperty });
      // The deposit belongs to a rental; a sale listing's deal refuses one rather than keep it unseen.
      const isRental = dealKindOf(property.listingType) === 'rental';
      if (!isRental && request.deposit != null) {
        throw badRequest(RENTAL_AGREEMENT_MESSAGES.depositOnlyRental, { deposit: RENTAL_AGREEMENT_MESSAGES.depositOnlyRental });
      }
      const agentId = await resolveAgentId(tx, viewer, request.agentId);
      if (inquiryId != null) await lockInquiry(tx, inquiryId, propertyId, buyerId);

      const today = todayInIndia();
      const deal = firstRow(
        await tx
          .insert(deals)
          .values({
            propertyId,
            buyerId,
            sellerId: property.userId,
            agentId,
            agreedPrice,
            deposit: isRental ? (request.deposit ?? null) : null,
            stage: 'INQUIRY',
            inquiryDate: today,
          })
          .returning({ id: deals.id }),
      );
      await insertDealEvent(tx, { dealId: deal.id, kind: 'CREATED', stage: 'INQUIRY', eventDate: today, notes: null, actorId: viewer.id });
      // The buyer's open Contact Agent inquiry on this listing is answered by this deal, named or not.
      await tx
        .update(inquiries)
        .set({ status: 'CONVERTED', dealId: deal.id, updatedAt: sql`now()` })
        .where(and(eq(inquiries.propertyId, propertyId), eq(inquiries.userId, buyerId), eq(inquiries.status, 'OPEN')));
      return deal.id;
    });
  } catch (error) {
    // deals_property_buyer_key is the only unique index these writes can hit.
    if (uniqueViolation(error) !== null) throw conflict(DEAL_MESSAGES.dealExists);
    throw error;
  }
}
