// Saved searches: create, rename or change, delete. The search and its
// matching keys are written in one transaction, so matching never sees one without the other.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  type TSavedSearch,
  type ZSavedSearchCreate,
  type ZSavedSearchUpdate,
} from '#shared/contracts/saved-search.ts';
import { ZSearchRequest } from '#shared/contracts/property.ts';
import type { Db } from '#server/db/client.ts';
import { withinPersonCap } from '#server/db/person-caps.ts';
import type { KeptContext } from '../properties/kept-listings.ts';
import { savedSearches } from '#server/db/schema.ts';
import { conflict, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { SearchFilters } from '../properties/search-filters.ts';
import { matchKeysOf } from './match-keys.ts';
import { countSavedSearches, findOwnSavedSearch, findSavedSearches, replaceMatchKeys, type SavedSearchRow } from './queries.ts';
import { firstRow } from '#server/db/rows.ts';

type CreateInput = z.output<typeof ZSavedSearchCreate>;
type UpdateInput = z.output<typeof ZSavedSearchUpdate>;

/** What is kept of a search: its filters and order; the page is where one was, not what one wants. */
function storedFilters(filters: SearchFilters): Record<string, unknown> {
  const { page: _page, size: _size, ...kept } = filters;
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value != null));
}

const present = (row: SavedSearchRow): TSavedSearch => ({
  id: row.id,
  name: row.name,
  frequency: row.frequency,
  filters: row.filters as Record<string, unknown>,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSavedSearches(db: Db, viewer: Viewer): Promise<TSavedSearch[]> {
  return (await findSavedSearches(db, viewer.id)).map(present);
}

export async function createSavedSearch(context: KeptContext, viewer: Viewer, input: CreateInput): Promise<TSavedSearch> {
  const { db } = context;
  const keys = await matchKeysOf(context, input.filters);
  const cap = {
    userId: viewer.id,
    cap: MAX_SAVED_SEARCHES,
    count: (tx: Db) => countSavedSearches(tx, viewer.id),
    refuse: async () => conflict(SAVED_SEARCH_MESSAGES.tooMany),
  };
  const row = await withinPersonCap(db, cap, async (tx) => {
    const created = firstRow(
      await tx
        .insert(savedSearches)
        .values({ userId: viewer.id, name: input.name, frequency: input.frequency, filters: storedFilters(input.filters) })
        .returning(),
    );
    await replaceMatchKeys(tx, created, keys);
    return created;
  });
  return present(row);
}

export async function updateSavedSearch(context: KeptContext, viewer: Viewer, id: number, input: UpdateInput): Promise<TSavedSearch> {
  const { db, kept } = context;
  const newKeys = input.filters ? await matchKeysOf(context, input.filters) : null;
  const row = await db.transaction(async (tx) => {
    const existing = await findOwnSavedSearch(tx, viewer.id, id, { lock: true });
    if (!existing) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    const updated = firstRow(
      await tx
        .update(savedSearches)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
          ...(input.filters ? { filters: storedFilters(input.filters) } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(savedSearches.id, id))
        .returning(),
    );
    const keys = newKeys ?? (await matchKeysOf({ db: tx, kept }, ZSearchRequest.parse(existing.filters)));
    await replaceMatchKeys(tx, updated, keys);
    return updated;
  });
  return present(row);
}

export async function deleteSavedSearch(db: Db, viewer: Viewer, id: number): Promise<void> {
  const existing = await findOwnSavedSearch(db, viewer.id, id);
  if (!existing) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
  // Keys and matches go with it (ON DELETE CASCADE).
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}
