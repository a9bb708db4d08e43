// Raw SQL's rows, typed in one place: drizzle's `execute` answers with the driver's own result type
// (node-postgres' and PGlite's differ), and both hold the rows in `rows`.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Anything that runs raw SQL: the database or a transaction on it. */
export type Executor = Pick<Db, 'execute'>;

/** The rows `query` returns, as `T` (the query's own column names, as it spells them with `as "..."`). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The first of `rows`, where the query answers with a row by construction (an aggregate, or an insert's
 * `returning`): none is a broken invariant, not something a user did.
 */
export function firstRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The query answered with no row');
  return row;
}
