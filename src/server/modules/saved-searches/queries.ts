// SQL for saved searches and their reverse-matching keys; always one person's own searches.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { savedSearches, savedSearchKeys, savedSearchResiduals, users } from '#server/db/schema.ts';
import type { SearchFilters } from '../properties/search-filters.ts';
import type { MatchKey } from './match-keys.ts';
import { firstRow } from '#server/db/rows.ts';

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
  const row = firstRow(
    await db
      .select({ count: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId)),
  );
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

/** The canonical text of a set of filters: the same fields and values, whatever their order. */
export const residualKey = (filters: Partial<SearchFilters>): string =>
  JSON.stringify(Object.fromEntries(Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : 1))));

/** The id of this residual, added when no search had it before. */
async function residualId(tx: Db, filters: Partial<SearchFilters>): Promise<number> {
  const row = firstRow(
    await tx
      .insert(savedSearchResiduals)
      .values({ filtersKey: residualKey(filters), filters })
      // A no-op update, so that the row is returned when it exists (and locked against a concurrent insert).
      .onConflictDoUpdate({ target: savedSearchResiduals.filtersKey, set: { filtersKey: sql`excluded.filters_key` } })
      .returning({ id: savedSearchResiduals.id }),
  );
  return row.id;
}

/** Replaces a search's keys; a search that never alerts has none, so matching never finds it. */
export async function replaceMatchKeys(tx: Db, search: Pick<SavedSearchRow, 'id' | 'userId' | 'frequency'>, keys: MatchKey[]) {
  // The owner first: a deactivation (which updates the keys) and this then take their locks in one order.
  const ownerActive = await isOwnerActive(tx, search.userId);
  await tx.delete(savedSearchKeys).where(eq(savedSearchKeys.savedSearchId, search.id));
  const [first] = keys;
  if (search.frequency === 'never' || !first) return;
  // Every key of a search has the same residual.
  const residual = first.residual;
  const residualIdOfKeys = residual ? await residualId(tx, residual) : null;
  await tx.insert(savedSearchKeys).values(
    keys.map(({ words, residual: _residual, ...key }) => ({
      ...key,
      residualId: residualIdOfKeys,
      // Read as the search page reads its words (search-filters.ts), once, when the search is saved.
      words: words === null ? null : sql<string>`websearch_to_tsquery('english', ${words})`,
      savedSearchId: search.id,
      userId: search.userId,
      isOwnerActive: ownerActive,
    })),
  );
}
