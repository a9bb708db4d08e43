// SQL for visit windows, visits and their history.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { TVisitSlot, TVisitStatus } from '#shared/contracts/visit.ts';
import type { Db } from '#server/db/client.ts';
import { areas, properties, users } from '#server/db/schema.ts';
import { visitEvents, visits, visitSlots } from '#server/db/schema-conversations.ts';
import { listingColumns } from '../conversations/conversation-store.ts';
import { firstRow } from '#server/db/rows.ts';

export type VisitRow = typeof visits.$inferSelect;
export const ACTIVE_STATUSES: TVisitStatus[] = ['requested', 'proposed', 'confirmed'];

const hhmm = (time: string) => time.slice(0, 5);

export async function listSlots(db: Db, propertyId: number): Promise<TVisitSlot[]> {
  const rows = await db
    .select()
    .from(visitSlots)
    .where(eq(visitSlots.propertyId, propertyId))
    .orderBy(asc(visitSlots.onDate), asc(visitSlots.weekday), asc(visitSlots.starts), asc(visitSlots.id));
  return rows.map((row) => ({ id: row.id, weekday: row.weekday, date: row.onDate, starts: hhmm(row.starts), ends: hhmm(row.ends) }));
}

export async function replaceSlots(
  tx: Db,
  propertyId: number,
  slots: { weekday: number | null; date: string | null; starts: string; ends: string }[],
) {
  await tx.delete(visitSlots).where(eq(visitSlots.propertyId, propertyId));
  if (slots.length === 0) return;
  await tx
    .insert(visitSlots)
    .values(slots.map((slot) => ({ propertyId, weekday: slot.weekday, onDate: slot.date, starts: slot.starts, ends: slot.ends })));
}

/** Visits the home had by `now`: done, or confirmed and already begun. */
export async function countVisits(db: Db, propertyId: number, now: Date): Promise<number> {
  const row = firstRow(
    await db
      .select({ count: sql<number>`count(*)::int` })
      .from(visits)
      .where(
        and(eq(visits.propertyId, propertyId), sql`(${visits.status} = 'done' or (${visits.status} = 'confirmed' and ${visits.startsAt} <= ${now}))`),
      ),
  );
  return row.count;
}

export async function findVisit(db: Db, id: number, { lock = false } = {}): Promise<VisitRow | undefined> {
  const query = db.select().from(visits).where(eq(visits.id, id)).$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Locked, so a poster's answer to it in the meantime is waited for and read as it then is. */
export async function findActiveVisit(db: Db, propertyId: number, hunterId: number, now: Date): Promise<VisitRow | undefined> {
  const [row] = await db
    .select()
    .from(visits)
    .where(
      and(eq(visits.propertyId, propertyId), eq(visits.hunterId, hunterId), inArray(visits.status, ACTIVE_STATUSES), sql`${visits.endsAt} > ${now}`),
    )
    .limit(1)
    .for('update');
  return row;
}

/** A hunter's requests for a home whose time passed unanswered, before their expiry job came: expired now. */
export async function expirePassedRequests(tx: Db, propertyId: number, hunterId: number, now: Date): Promise<VisitRow[]> {
  return tx
    .update(visits)
    .set({ status: 'expired', expiresAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(visits.propertyId, propertyId),
        eq(visits.hunterId, hunterId),
        inArray(visits.status, ['requested', 'proposed']),
        sql`${visits.endsAt} <= ${now}`,
      ),
    )
    .returning();
}

export async function insertVisit(tx: Db, values: typeof visits.$inferInsert): Promise<VisitRow> {
  const row = firstRow(await tx.insert(visits).values(values).returning());
  return row;
}

/** Moves a visit on from the state it was read in; undefined when someone else moved it first. */
export async function moveVisit(tx: Db, row: VisitRow, change: { status: TVisitStatus; startsAt?: Date; endsAt?: Date; expiresAt: Date | null }) {
  const [moved] = await tx
    .update(visits)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(visits.id, row.id), eq(visits.status, row.status)))
    .returning();
  return moved;
}

export async function recordEvent(tx: Db, visit: VisitRow, actorId: number | null, note?: string | null) {
  await tx.insert(visitEvents).values({ visitId: visit.id, actorId, status: visit.status, startsAt: visit.startsAt, note: note ?? null });
}

export const VISITS_LIMIT = 100;

/** My visits on either side, with the listing and the other person's name. */
export async function listMyVisits(db: Db, userId: number) {
  return db
    .select({
      visit: visits,
      listing: listingColumns,
      otherFirstName: users.firstName,
      otherLastName: users.lastName,
    })
    .from(visits)
    .innerJoin(users, sql`${users.id} = case when ${visits.hunterId} = ${userId} then ${visits.posterId} else ${visits.hunterId} end`)
    .innerJoin(properties, eq(properties.id, visits.propertyId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(or(eq(visits.hunterId, userId), eq(visits.posterId, userId)))
    .orderBy(desc(visits.startsAt), desc(visits.id))
    .limit(VISITS_LIMIT);
}

export async function listHistory(db: Db, visitIds: number[]) {
  if (visitIds.length === 0) return [];
  return db
    .select({
      visitId: visitEvents.visitId,
      status: visitEvents.status,
      startsAt: visitEvents.startsAt,
      note: visitEvents.note,
      at: visitEvents.createdAt,
      byName: sql<string | null>`case when ${users.id} is null then null else trim(${users.firstName} || ' ' || ${users.lastName}) end`,
    })
    .from(visitEvents)
    .leftJoin(users, eq(users.id, visitEvents.actorId))
    .where(inArray(visitEvents.visitId, visitIds))
    .orderBy(asc(visitEvents.id));
}
