// SQL for grievances: filing one, a person's own, the admins' queue by status and due date, and answers.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { GRIEVANCE_PAGE_SIZE, type TGrievanceStatus } from '#shared/contracts/grievance.ts';
import type { Db } from '#server/db/client.ts';
import { grievances } from '#server/db/schema-privacy.ts';

export type GrievanceRow = typeof grievances.$inferSelect;
type NewGrievance = Pick<typeof grievances.$inferInsert, 'userId' | 'name' | 'email' | 'kind' | 'description' | 'dueOn' | 'createdAt'>;

export async function insertGrievance(tx: Db, grievance: NewGrievance): Promise<GrievanceRow> {
  const [row] = await tx
    .insert(grievances)
    .values({ ...grievance, updatedAt: grievance.createdAt })
    .returning();
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an insert returns its row.
  return row!;
}

/** A person's own requests, newest first. */
export async function grievancesOf(db: Db, userId: number): Promise<GrievanceRow[]> {
  return db.select().from(grievances).where(eq(grievances.userId, userId)).orderBy(desc(grievances.id)).limit(100);
}

/**
 * One page of the queue: in one status, or all; the soonest due first (the oldest filed among equals),
 * resolved requests the most recently answered first.
 */
export async function grievanceQueuePage(db: Db, status: TGrievanceStatus | undefined, page: number) {
  const where = status ? eq(grievances.status, status) : undefined;
  const order =
    status === 'resolved'
      ? [desc(grievances.repliedAt), desc(grievances.id)]
      : [sql`${grievances.status} = 'resolved'`, asc(grievances.dueOn), asc(grievances.id)];
  const rows = await db
    .select()
    .from(grievances)
    .where(where)
    .orderBy(...order)
    .limit(GRIEVANCE_PAGE_SIZE)
    .offset((page - 1) * GRIEVANCE_PAGE_SIZE);
  const counted = await db.select({ status: grievances.status, total: count() }).from(grievances).groupBy(grievances.status);
  const counts = { open: 0, in_progress: 0, resolved: 0 };
  for (const { status: each, total } of counted) counts[each] = total;
  return { rows, counts };
}

export async function findGrievance(db: Db, id: number): Promise<GrievanceRow | undefined> {
  const [row] = await db.select().from(grievances).where(eq(grievances.id, id));
  return row;
}

export async function saveAnswer(
  tx: Db,
  id: number,
  answer: { status: TGrievanceStatus; reply: string | null; repliedBy: number | null; repliedAt: Date | null; updatedAt: Date },
): Promise<GrievanceRow | undefined> {
  const [row] = await tx.update(grievances).set(answer).where(eq(grievances.id, id)).returning();
  return row;
}
