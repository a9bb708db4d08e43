// Everything Gruha keeps about one person, as the JSON files of their export: their account, listings,
// shortlist, saved searches, conversations (messages sent and received), inquiries, visits, deals, agreements,
// tenancies with their receipts, and who at Gruha was shown their identity numbers. Another person's
// identity numbers never appear: each record keeps only the person's own, masked.
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import { maskPan } from '#shared/tenancy/receipt-rules.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { Db } from '#server/db/client.ts';
import { conversations, inquiries, messages, visitEvents, visits } from '#server/db/schema-conversations.ts';
import { tenancies, tenancyDeductions, tenancyNotices, tenancyPayments, tenancyRepairs, tenancyTermVersions } from '#server/db/schema-tenancies.ts';
import {
  dealDocuments,
  dealEvents,
  deals,
  emailOptOuts,
  properties,
  propertyImages,
  rentalAgreements,
  savedSearches,
  shortlistItems,
  type users,
} from '#server/db/schema.ts';
import { listIdNumberViews } from '../id-number-views/list-views.ts';
import { openOwnerPan } from '../tenancies/payee-and-report.ts';
import { personalAgreementForm, type Side } from './own-id-numbers.ts';

type Person = typeof users.$inferSelect;

/** A row without the columns that are Gruha's machinery rather than the person's data. */
function without<T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>;
}

const byIds = <T>(rows: T[], idOf: (row: T) => number) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(idOf(row), [...(map.get(idOf(row)) ?? []), row]);
  return (id: number) => map.get(id) ?? [];
};

async function listingsOf(db: Db, userId: number) {
  const rows = await db.select().from(properties).where(eq(properties.userId, userId)).orderBy(asc(properties.id));
  const ids = rows.map((r) => r.id);
  const images = ids.length === 0 ? [] : await db.select().from(propertyImages).where(inArray(propertyImages.propertyId, ids));
  const imagesOf = byIds(images, (i) => i.propertyId);
  return rows.map((row) => ({
    ...without(row, 'searchVector', 'version'),
    pictures: imagesOf(row.id)
      .sort((a, b) => a.position - b.position)
      .map((i) => ({ url: i.url, isPrimary: i.isPrimary })),
  }));
}

async function conversationsOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(conversations)
    .where(or(eq(conversations.hunterId, userId), eq(conversations.posterId, userId)))
    .orderBy(asc(conversations.id));
  const ids = rows.map((r) => r.id);
  const sent = ids.length === 0 ? [] : await db.select().from(messages).where(inArray(messages.conversationId, ids)).orderBy(asc(messages.id));
  const messagesOf = byIds(sent, (m) => m.conversationId);
  return rows.map((row) => ({
    id: row.id,
    propertyId: row.propertyId,
    yourSide: row.hunterId === userId ? 'hunter' : 'poster',
    otherPersonId: row.hunterId === userId ? row.posterId : row.hunterId,
    createdAt: row.createdAt,
    messages: messagesOf(row.id).map((m) => ({
      id: m.id,
      direction: m.senderId === userId ? 'sent' : 'received',
      body: m.body,
      sentAt: m.createdAt,
      readAt: m.readAt,
    })),
  }));
}

async function visitsOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(visits)
    .where(or(eq(visits.hunterId, userId), eq(visits.posterId, userId)))
    .orderBy(asc(visits.id));
  const ids = rows.map((r) => r.id);
  const events = ids.length === 0 ? [] : await db.select().from(visitEvents).where(inArray(visitEvents.visitId, ids)).orderBy(asc(visitEvents.id));
  const eventsOf = byIds(events, (e) => e.visitId);
  return rows.map((row) => ({ ...row, events: eventsOf(row.id).map((e) => without(e, 'visitId')) }));
}

async function dealsOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(deals)
    .where(or(eq(deals.buyerId, userId), eq(deals.sellerId, userId), eq(deals.agentId, userId)))
    .orderBy(asc(deals.id));
  const ids = rows.map((r) => r.id);
  const [events, documents] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(dealEvents).where(inArray(dealEvents.dealId, ids)).orderBy(asc(dealEvents.id)),
          db.select().from(dealDocuments).where(inArray(dealDocuments.dealId, ids)).orderBy(asc(dealDocuments.id)),
        ]);
  const eventsOf = byIds(events, (e) => e.dealId);
  const documentsOf = byIds(documents, (d) => d.dealId);
  return rows.map((row) => ({
    ...row,
    yourRole: row.buyerId === userId ? 'buyer' : row.sellerId === userId ? 'seller' : 'agent',
    events: eventsOf(row.id).map((e) => without(e, 'dealId')),
    documents: documentsOf(row.id).map((d) => ({
      id: d.id,
      fileName: d.fileName,
      contentType: d.contentType,
      sizeBytes: d.sizeBytes,
      uploadedByYou: d.uploadedBy === userId,
      createdAt: d.createdAt,
    })),
  }));
}

/** Agreements one made, and those made for one's rental deals, with only one's own ID number, masked. */
async function agreementsOf(db: Db, keys: DataKeyRing, person: Person) {
  const rows = await db
    .select({ agreement: rentalAgreements, sellerId: deals.sellerId, buyerId: deals.buyerId })
    .from(rentalAgreements)
    .leftJoin(deals, eq(deals.id, rentalAgreements.dealId))
    .where(or(eq(rentalAgreements.userId, person.id), eq(deals.sellerId, person.id), eq(deals.buyerId, person.id)))
    .orderBy(asc(rentalAgreements.createdAt));
  return rows.map(({ agreement, sellerId, buyerId }) => {
    const dealSide: Side | null = sellerId === person.id ? 'owner' : buyerId === person.id ? 'tenant' : null;
    return {
      reference: agreement.reference,
      dealId: agreement.dealId,
      madeByYou: agreement.userId === person.id,
      createdAt: agreement.createdAt,
      form: personalAgreementForm(keys, agreement.reference, agreement.formData as TAgreementForm, person, dealSide),
    };
  });
}

async function tenanciesOf(db: Db, keys: DataKeyRing, userId: number) {
  const rows = await db
    .select()
    .from(tenancies)
    .where(or(eq(tenancies.ownerId, userId), eq(tenancies.tenantId, userId)))
    .orderBy(asc(tenancies.id));
  const ids = rows.map((r) => r.id);
  const some = <T>(query: () => Promise<T[]>) => (ids.length === 0 ? Promise.resolve([] as T[]) : query());
  const [terms, notices, repairs, deductions, payments] = await Promise.all([
    some(() => db.select().from(tenancyTermVersions).where(inArray(tenancyTermVersions.tenancyId, ids)).orderBy(asc(tenancyTermVersions.id))),
    some(() => db.select().from(tenancyNotices).where(inArray(tenancyNotices.tenancyId, ids))),
    some(() => db.select().from(tenancyRepairs).where(inArray(tenancyRepairs.tenancyId, ids)).orderBy(asc(tenancyRepairs.id))),
    some(() => db.select().from(tenancyDeductions).where(inArray(tenancyDeductions.tenancyId, ids)).orderBy(asc(tenancyDeductions.id))),
    some(() => db.select().from(tenancyPayments).where(inArray(tenancyPayments.tenancyId, ids)).orderBy(asc(tenancyPayments.period))),
  ]);
  const termsOf = byIds(terms, (t) => t.tenancyId);
  const noticesOf = byIds(notices, (n) => n.tenancyId);
  const repairsOf = byIds(repairs, (r) => r.tenancyId);
  const deductionsOf = byIds(deductions, (d) => d.tenancyId);
  const list = rows.map((row) => ({
    ...without(row, 'ownerPanSealed'),
    yourSide: row.ownerId === userId ? 'owner' : 'tenant',
    // The owner's PAN is the owner's own: only they find it here, masked.
    ownerPanMasked: row.ownerId === userId ? maskedOwnerPan(keys, row) : undefined,
    termVersions: termsOf(row.id).map((t) => without(t, 'tenancyId')),
    notice: noticesOf(row.id)[0] ?? null,
    repairs: repairsOf(row.id).map((r) => without(r, 'tenancyId')),
    deductions: deductionsOf(row.id).map((d) => without(d, 'tenancyId')),
  }));
  return { tenancies: list, receipts: payments };
}

function maskedOwnerPan(keys: DataKeyRing, row: typeof tenancies.$inferSelect) {
  const pan = openOwnerPan(keys, row);
  return pan ? maskPan(pan) : null;
}

export type ExportRecords = Record<string, unknown>;

/** The export's JSON files by name. */
export async function collectRecords(db: Db, keys: DataKeyRing, person: Person, exportedAt: Date): Promise<ExportRecords> {
  const [optOuts, listings, shortlist, searches, talk, asked, visitList, dealList, agreements, tenancy, idNumberViews] = await Promise.all([
    db.select({ category: emailOptOuts.category, since: emailOptOuts.createdAt }).from(emailOptOuts).where(eq(emailOptOuts.userId, person.id)),
    listingsOf(db, person.id),
    db.select().from(shortlistItems).where(eq(shortlistItems.userId, person.id)).orderBy(asc(shortlistItems.createdAt)),
    db.select().from(savedSearches).where(eq(savedSearches.userId, person.id)).orderBy(asc(savedSearches.id)),
    conversationsOf(db, person.id),
    db.select().from(inquiries).where(eq(inquiries.userId, person.id)).orderBy(asc(inquiries.id)),
    visitsOf(db, person.id),
    dealsOf(db, person.id),
    agreementsOf(db, keys, person),
    tenanciesOf(db, keys, person.id),
    listIdNumberViews(db, person.id, Number.MAX_SAFE_INTEGER),
  ]);
  return {
    'account.json': { exportedAt, account: without(person, 'passwordHash', 'tokenVersion'), emailsTurnedOff: optOuts },
    'listings.json': listings,
    'shortlist.json': shortlist.map((s) => without(s, 'userId')),
    'saved-searches.json': searches.map((s) => without(s, 'userId')),
    'messages.json': talk,
    'inquiries.json': asked.map((i) => without(i, 'userId')),
    'visits.json': visitList,
    'deals.json': dealList,
    'agreements.json': agreements,
    'tenancies.json': tenancy.tenancies,
    'receipts.json': tenancy.receipts,
    'identity-number-views.json': idNumberViews,
  };
}
