// SQL for saved searches and their reverse-matching keys; always one person's own searches.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedSearches, savedSearchKeys, users } from '../../db/schema.ts';
import type { MatchKey } from './match-keys.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export function findSavedSearches(db: Db, userId: number): Promise<SavedSearchRow[]> {
  return db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** One of the person's saved searches, locked for a change when `lock` (inside a transaction). */
export async function findOwnSavedSearch(db: Db, userId: number, id: number, { lock = false } = {}): Promise<SavedSearchRow | undefined> {
  const query = db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function countSavedSearches(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row.count;
}

/** Whether the person still has an account; their row is locked so that a deactivation waits for the keys being written. */
async function isOwnerActive(tx: Db, userId: number): Promise<boolean> {
  const [owner] = await tx
    .select({ isActive: sql<boolean>`${users.isActive} and ${users.deletedAt} is null` })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  return owner?.isActive ?? false;
}

/** Replaces a search's keys; a search that never alerts has none, so matching never finds it. */
export async function replaceMatchKeys(tx: Db, search: Pick<SavedSearchRow, 'id' | 'userId' | 'frequency'>, keys: MatchKey[]) {
  // The owner first: a deactivation (which updates the keys) and this then take their locks in one order.
  const ownerActive = await isOwnerActive(tx, search.userId);
  await tx.delete(savedSearchKeys).where(eq(savedSearchKeys.savedSearchId, search.id));
  if (search.frequency === 'never' || keys.length === 0) return;
  await tx.insert(savedSearchKeys).values(
    keys.map(({ words, ...key }) => ({
      ...key,
      // Read as the search page reads its words (search-filters.ts), once, when the search is saved.
      words: words === null ? null : sql<string>`websearch_to_tsquery('english', ${words})`,
      savedSearchId: search.id,
      userId: search.userId,
      isOwnerActive: ownerActive,
    })),
  );
}
