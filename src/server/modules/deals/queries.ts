// SQL for deals that only this module runs: locks, timelines, documents, existence checks.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dealDocuments, dealEvents, deals, properties, users } from '#server/db/schema.ts';

export type DealTableRow = typeof deals.$inferSelect;

/**
 * The deal row locked until the transaction ends, so two changes to one deal happen one after
 * the other and neither is lost (a stage update and a payment at the same moment, say).
 */
export async function lockDeal(tx: Db, id: number): Promise<DealTableRow | undefined> {
  const [row] = await tx.select().from(deals).where(eq(deals.id, id)).for('update');
  return row;
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
