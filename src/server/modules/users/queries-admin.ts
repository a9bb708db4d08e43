import { and, asc, count, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { deals, users } from '#server/db/schema.ts';
import type { TRole } from '#shared/contracts/user.ts';
import { firstRow } from '#server/db/rows.ts';

export async function listUsers(db: Db, filter: { search?: string; roles?: TRole[] }) {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (filter.roles) conditions.push(inArray(users.role, filter.roles));
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- or() of defined conditions is defined.
      or(
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(users.email, like),
        ilike(users.username, like),
        ilike(users.mobileNumber, like),
      )!,
    );
  }
  return db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Deals not yet COMPLETED in which the user is buyer, seller or agent. */
export async function countActiveDealsOf(db: Pick<Db, 'select'>, userId: number): Promise<number> {
  const row = firstRow(
    await db
      .select({ n: count() })
      .from(deals)
      .where(and(ne(deals.stage, 'COMPLETED'), or(eq(deals.buyerId, userId), eq(deals.sellerId, userId), eq(deals.agentId, userId)))),
  );
  return row.n;
}
