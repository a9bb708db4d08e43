// The tenancy's SQL: one tenancy and everything recorded on it, the lists of My homes, and invitations.
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { areas, properties, rentalAgreements, users } from '#server/db/schema.ts';
import {
  tenancies,
  tenancyConditionReports,
  tenancyDeductions,
  tenancyInvitations,
  tenancyNotices,
  tenancyPayments,
  tenancyPhotos,
  tenancyRepairEvents,
  tenancyRepairs,
  tenancyReportEvents,
  tenancyTermEvents,
  tenancyTermVersions,
} from '#server/db/schema-tenancies.ts';

export type TenancyRow = typeof tenancies.$inferSelect;
export type NewTenancy = typeof tenancies.$inferInsert;
export type InvitationRow = typeof tenancyInvitations.$inferSelect;
export type TermVersionRow = typeof tenancyTermVersions.$inferSelect;
export type TermEventRow = typeof tenancyTermEvents.$inferSelect;
export type ReportRow = typeof tenancyConditionReports.$inferSelect;
export type ReportEventRow = typeof tenancyReportEvents.$inferSelect;
export type PaymentRow = typeof tenancyPayments.$inferSelect;
export type RepairRow = typeof tenancyRepairs.$inferSelect;
export type RepairEventRow = typeof tenancyRepairEvents.$inferSelect;
export type NoticeRow = typeof tenancyNotices.$inferSelect;
export type DeductionRow = typeof tenancyDeductions.$inferSelect;

export async function findTenancyRow(db: Db, id: number, options: { forUpdate?: boolean } = {}): Promise<TenancyRow | undefined> {
  const query = db.select().from(tenancies).where(eq(tenancies.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertTenancy(tx: Db, values: NewTenancy): Promise<TenancyRow> {
  const [row] = await tx.insert(tenancies).values(values).returning();
  if (!row) throw new Error('insert into tenancies answered no row');
  return row;
}

export async function updateTenancy(tx: Db, id: number, values: Partial<NewTenancy>): Promise<void> {
  await tx.update(tenancies).set(values).where(eq(tenancies.id, id));
}

export async function findTenancyByDeal(db: Db, dealId: number) {
  const [row] = await db.select({ id: tenancies.id }).from(tenancies).where(eq(tenancies.dealId, dealId)).limit(1);
  return row;
}

/** First and last names by id. */
export async function namesOf(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}

// ---------- Invitations ----------

export async function insertInvitation(tx: Db, values: typeof tenancyInvitations.$inferInsert): Promise<void> {
  await tx.insert(tenancyInvitations).values(values);
}

export async function findOpenInvitation(db: Db, tenancyId: number): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(tenancyInvitations)
    .where(and(eq(tenancyInvitations.tenancyId, tenancyId), isNull(tenancyInvitations.answer)))
    .limit(1);
  return row;
}

export async function answerInvitationRow(tx: Db, id: number, values: Pick<InvitationRow, 'answer' | 'answeredBy' | 'answeredAt'>): Promise<void> {
  await tx.update(tenancyInvitations).set(values).where(eq(tenancyInvitations.id, id));
}

/** Open invitations to this mobile or email (expired ones too: the caller decides by its clock). */
export async function findInvitationsFor(db: Db, contact: { mobile: string | null; email: string }) {
  const byContact = or(
    contact.mobile ? eq(tenancyInvitations.mobile, contact.mobile) : undefined,
    sql`lower(${tenancyInvitations.email}) = lower(${contact.email})`,
  );
  return db
    .select({ invitation: tenancyInvitations, address: tenancies.address, firstName: users.firstName, lastName: users.lastName })
    .from(tenancyInvitations)
    .innerJoin(tenancies, eq(tenancies.id, tenancyInvitations.tenancyId))
    .innerJoin(users, eq(users.id, tenancyInvitations.invitedBy))
    .where(and(isNull(tenancyInvitations.answer), byContact))
    .orderBy(desc(tenancyInvitations.id))
    .limit(50);
}

// ---------- Terms ----------

export async function listTermVersions(db: Db, tenancyId: number): Promise<{ versions: TermVersionRow[]; events: TermEventRow[] }> {
  const versions = await db
    .select()
    .from(tenancyTermVersions)
    .where(eq(tenancyTermVersions.tenancyId, tenancyId))
    .orderBy(asc(tenancyTermVersions.number));
  const ids = versions.map((v) => v.id);
  const events = ids.length
    ? await db.select().from(tenancyTermEvents).where(inArray(tenancyTermEvents.versionId, ids)).orderBy(asc(tenancyTermEvents.id))
    : [];
  return { versions, events };
}

export async function insertTermVersion(tx: Db, values: typeof tenancyTermVersions.$inferInsert): Promise<TermVersionRow> {
  const [row] = await tx.insert(tenancyTermVersions).values(values).returning();
  if (!row) throw new Error('insert into tenancy_term_versions answered no row');
  return row;
}

export async function updateTermVersion(tx: Db, id: number, values: Partial<typeof tenancyTermVersions.$inferInsert>): Promise<void> {
  await tx.update(tenancyTermVersions).set(values).where(eq(tenancyTermVersions.id, id));
}

/** A version still waiting for an answer is superseded by a newer proposal (one sent back keeps its note). */
export async function supersedeOpenVersions(tx: Db, tenancyId: number): Promise<void> {
  await tx
    .update(tenancyTermVersions)
    .set({ status: 'superseded' })
    .where(and(eq(tenancyTermVersions.tenancyId, tenancyId), eq(tenancyTermVersions.status, 'proposed')));
}

export async function insertTermEvent(tx: Db, values: typeof tenancyTermEvents.$inferInsert): Promise<void> {
  await tx.insert(tenancyTermEvents).values(values).onConflictDoNothing();
}

// ---------- Condition reports and photos ----------

export async function listReports(db: Db, tenancyId: number): Promise<{ reports: ReportRow[]; events: ReportEventRow[] }> {
  const reports = await db.select().from(tenancyConditionReports).where(eq(tenancyConditionReports.tenancyId, tenancyId));
  const ids = reports.map((r) => r.id);
  const events = ids.length
    ? await db.select().from(tenancyReportEvents).where(inArray(tenancyReportEvents.reportId, ids)).orderBy(asc(tenancyReportEvents.id))
    : [];
  return { reports, events };
}

export async function findReport(db: Db, tenancyId: number, kind: ReportRow['kind']): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(tenancyConditionReports)
    .where(and(eq(tenancyConditionReports.tenancyId, tenancyId), eq(tenancyConditionReports.kind, kind)))
    .limit(1);
  return row;
}

export async function upsertReport(tx: Db, values: typeof tenancyConditionReports.$inferInsert): Promise<ReportRow> {
  const [row] = await tx
    .insert(tenancyConditionReports)
    .values(values)
    .onConflictDoUpdate({
      target: [tenancyConditionReports.tenancyId, tenancyConditionReports.kind],
      set: { content: values.content, preparedBy: values.preparedBy, preparedSide: values.preparedSide, updatedAt: values.updatedAt },
    })
    .returning();
  if (!row) throw new Error('upsert into tenancy_condition_reports answered no row');
  return row;
}

export async function insertReportEvent(tx: Db, values: typeof tenancyReportEvents.$inferInsert): Promise<void> {
  await tx.insert(tenancyReportEvents).values(values).onConflictDoNothing();
}

/** An edited report must be accepted again. */
export async function dropReportAcceptances(tx: Db, reportId: number): Promise<void> {
  await tx.delete(tenancyReportEvents).where(and(eq(tenancyReportEvents.reportId, reportId), eq(tenancyReportEvents.kind, 'accepted')));
}

export async function lockReport(tx: Db, reportId: number, at: Date): Promise<void> {
  await tx.update(tenancyConditionReports).set({ lockedAt: at }).where(eq(tenancyConditionReports.id, reportId));
}

export async function insertPhoto(tx: Db, values: typeof tenancyPhotos.$inferInsert): Promise<void> {
  await tx.insert(tenancyPhotos).values(values).onConflictDoNothing();
}

/** Which of `urls` are pictures uploaded for this tenancy. */
export async function ownPhotoUrls(db: Db, tenancyId: number, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ url: tenancyPhotos.url })
    .from(tenancyPhotos)
    .where(and(eq(tenancyPhotos.tenancyId, tenancyId), inArray(tenancyPhotos.url, urls)));
  return new Set(rows.map((r) => r.url));
}

// ---------- Rent ----------

export async function listPayments(db: Db, tenancyId: number): Promise<PaymentRow[]> {
  return db.select().from(tenancyPayments).where(eq(tenancyPayments.tenancyId, tenancyId)).orderBy(asc(tenancyPayments.period));
}

export async function insertPayment(tx: Db, values: typeof tenancyPayments.$inferInsert): Promise<void> {
  await tx.insert(tenancyPayments).values(values);
}

export async function confirmPaymentRow(tx: Db, tenancyId: number, period: string, at: Date): Promise<number> {
  const rows = await tx
    .update(tenancyPayments)
    .set({ status: 'confirmed', confirmedAt: at })
    .where(and(eq(tenancyPayments.tenancyId, tenancyId), eq(tenancyPayments.period, period), eq(tenancyPayments.status, 'marked_paid')))
    .returning({ period: tenancyPayments.period });
  return rows.length;
}

// ---------- Repairs ----------

export async function listRepairs(db: Db, tenancyId: number): Promise<{ repairs: RepairRow[]; events: RepairEventRow[] }> {
  const repairs = await db.select().from(tenancyRepairs).where(eq(tenancyRepairs.tenancyId, tenancyId)).orderBy(desc(tenancyRepairs.id));
  const ids = repairs.map((r) => r.id);
  const events = ids.length
    ? await db.select().from(tenancyRepairEvents).where(inArray(tenancyRepairEvents.repairId, ids)).orderBy(asc(tenancyRepairEvents.id))
    : [];
  return { repairs, events };
}

export async function findRepair(db: Db, tenancyId: number, repairId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(tenancyRepairs)
    .where(and(eq(tenancyRepairs.id, repairId), eq(tenancyRepairs.tenancyId, tenancyId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertRepair(tx: Db, values: typeof tenancyRepairs.$inferInsert): Promise<RepairRow> {
  const [row] = await tx.insert(tenancyRepairs).values(values).returning();
  if (!row) throw new Error('insert into tenancy_repairs answered no row');
  return row;
}

export async function updateRepair(tx: Db, id: number, values: Partial<typeof tenancyRepairs.$inferInsert>): Promise<void> {
  await tx.update(tenancyRepairs).set(values).where(eq(tenancyRepairs.id, id));
}

export async function insertRepairEvent(tx: Db, values: typeof tenancyRepairEvents.$inferInsert): Promise<void> {
  await tx.insert(tenancyRepairEvents).values(values);
}

// ---------- Notice and the deposit ----------

export async function findNotice(db: Db, tenancyId: number): Promise<NoticeRow | undefined> {
  const [row] = await db.select().from(tenancyNotices).where(eq(tenancyNotices.tenancyId, tenancyId)).limit(1);
  return row;
}

export async function insertNotice(tx: Db, values: typeof tenancyNotices.$inferInsert): Promise<void> {
  await tx.insert(tenancyNotices).values(values);
}

export async function listDeductions(db: Db, tenancyId: number): Promise<DeductionRow[]> {
  return db.select().from(tenancyDeductions).where(eq(tenancyDeductions.tenancyId, tenancyId)).orderBy(asc(tenancyDeductions.id));
}

export async function insertDeduction(tx: Db, values: typeof tenancyDeductions.$inferInsert): Promise<void> {
  await tx.insert(tenancyDeductions).values(values);
}

export async function answerDeductionRow(tx: Db, tenancyId: number, id: number, values: Pick<DeductionRow, 'answer' | 'tenantNote' | 'answeredAt'>) {
  const rows = await tx
    .update(tenancyDeductions)
    .set(values)
    .where(and(eq(tenancyDeductions.id, id), eq(tenancyDeductions.tenancyId, tenancyId)))
    .returning({ id: tenancyDeductions.id });
  return rows.length;
}

// ---------- Lists ----------

/** The tenancies a person is owner or tenant of, newest first. */
export async function listTenanciesOf(db: Db, userId: number): Promise<TenancyRow[]> {
  return db
    .select()
    .from(tenancies)
    .where(or(eq(tenancies.ownerId, userId), eq(tenancies.tenantId, userId)))
    .orderBy(desc(tenancies.id))
    .limit(200);
}

/** The current terms of many tenancies: the latest locked version, else the latest. */
export async function latestTermsOf(db: Db, tenancyIds: number[]) {
  if (tenancyIds.length === 0) return new Map<number, TermVersionRow[]>();
  const rows = await db
    .select()
    .from(tenancyTermVersions)
    .where(inArray(tenancyTermVersions.tenancyId, tenancyIds))
    .orderBy(asc(tenancyTermVersions.number));
  const byTenancy = new Map<number, TermVersionRow[]>();
  for (const row of rows) byTenancy.set(row.tenancyId, [...(byTenancy.get(row.tenancyId) ?? []), row]);
  return byTenancy;
}

export async function paymentsOf(db: Db, tenancyIds: number[]) {
  if (tenancyIds.length === 0) return [];
  return db.select().from(tenancyPayments).where(inArray(tenancyPayments.tenancyId, tenancyIds));
}

export async function openRepairCounts(db: Db, tenancyIds: number[]): Promise<Map<number, number>> {
  if (tenancyIds.length === 0) return new Map();
  const rows = await db
    .select({ tenancyId: tenancyRepairs.tenancyId, count: sql<number>`count(*)::int` })
    .from(tenancyRepairs)
    .where(and(inArray(tenancyRepairs.tenancyId, tenancyIds), sql`${tenancyRepairs.status} <> 'confirmed'`))
    .groupBy(tenancyRepairs.tenancyId);
  return new Map(rows.map((r) => [r.tenancyId, Number(r.count)]));
}

export async function noticesOf(db: Db, tenancyIds: number[]): Promise<NoticeRow[]> {
  if (tenancyIds.length === 0) return [];
  return db.select().from(tenancyNotices).where(inArray(tenancyNotices.tenancyId, tenancyIds));
}

// ---------- Where a tenancy starts from ----------

/** A saved agreement by its reference, with who saved it and its form (ID numbers sealed, unused here). */
export async function findAgreementByReference(db: Db, reference: string) {
  const [row] = await db.select().from(rentalAgreements).where(eq(rentalAgreements.reference, reference)).limit(1);
  return row;
}

/** The newest agreement saved for a deal. */
export async function findLatestDealAgreement(db: Db, dealId: number) {
  const [row] = await db
    .select()
    .from(rentalAgreements)
    .where(eq(rentalAgreements.dealId, dealId))
    .orderBy(desc(rentalAgreements.createdAt))
    .limit(1);
  return row;
}

/** A listing as a tenancy names it: its address (or title and locality) and bedrooms. */
export async function findListingForTenancy(db: Db, propertyId: number) {
  const [row] = await db
    .select({
      userId: properties.userId,
      title: properties.title,
      address: properties.address,
      bedrooms: properties.bedrooms,
      areaName: areas.name,
      city: properties.city,
    })
    .from(properties)
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row;
}

/** Active people whose mobile or email is this contact (the invited person, when already on Gruha). */
export async function findPeopleByContact(db: Db, contact: { mobile: string | null; email: string | null }) {
  const byContact = or(
    contact.mobile ? eq(users.mobileNumber, contact.mobile) : undefined,
    contact.email ? sql`lower(${users.email}) = lower(${contact.email})` : undefined,
  );
  if (!byContact) return [];
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(byContact, eq(users.isActive, true), isNull(users.deletedAt)))
    .limit(2);
}

/** Active admins: told when a party reports a tenancy. */
export async function findAdminIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true), isNull(users.deletedAt)))
    .limit(50);
  return rows.map((r) => r.id);
}

// ---------- Reminders ----------

/** Tenancies reminders may be due on, after `afterId`, in id order: rent while running, the refund after moving out. */
export async function findRemindableTenancies(db: Db, afterId: number, limit: number): Promise<TenancyRow[]> {
  return db
    .select()
    .from(tenancies)
    .where(
      and(
        sql`${tenancies.id} > ${afterId}`,
        or(inArray(tenancies.status, ['active', 'notice']), and(eq(tenancies.status, 'moved_out'), isNull(tenancies.refundPaidOn))),
      ),
    )
    .orderBy(asc(tenancies.id))
    .limit(limit);
}

export async function findAgreementReference(db: Db, agreementId: string | null): Promise<string | null> {
  if (!agreementId) return null;
  const [row] = await db
    .select({ reference: rentalAgreements.reference })
    .from(rentalAgreements)
    .where(eq(rentalAgreements.id, agreementId))
    .limit(1);
  return row?.reference ?? null;
}
