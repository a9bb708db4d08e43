// Caps on what one person keeps (shortlist, saved searches): counted and written one at a time per
// person, under a lock on the person's row, so simultaneous requests cannot all pass the count. Every
// cap on a person's rows goes through here.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Runs `write` in a transaction holding the person's row lock, after `count` is below `cap`;
 * `refuse` gives the error when it is not (nothing is written).
 */
export async function withinPersonCap<T>(
  db: Db,
  { userId, cap, count, refuse }: { userId: number; cap: number; count: (tx: Db) => Promise<number>; refuse: (tx: Db) => Promise<Error | null> },
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    if ((await count(tx)) >= cap) {
      const error = await refuse(tx);
      if (error) throw error;
    }
    return write(tx);
  });
}
