// Alerts for a listing that newly matches saved searches, written in the posting or editing
// transaction: a notification and an email for 'instantly' searches, a pending match for the daily
// digest. Each search alerts on a listing once, whatever later edits do.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedSearchMatches } from '../../db/schema.ts';
import { listingLine } from '../email/templates.ts';
import { notify } from '../notifications/notify.ts';
import { findPropertyRow } from '../properties/queries.ts';
import { matchingSearches, type MatchedSearch } from './match-listing.ts';

export const savedSearchPath = (id: number) => `/saved-searches/${id}`;

/** Ids of the searches the listing matches now: taken before an edit, to tell what it newly matches. */
export async function currentMatches(tx: Db, propertyId: number): Promise<Set<number>> {
  return new Set((await matchingSearches(tx, propertyId)).map((search) => search.id));
}

async function alertOne(tx: Db, search: MatchedSearch, propertyId: number, line: ReturnType<typeof listingLine>) {
  const isInstant = search.frequency === 'instantly';
  const [recorded] = await tx
    .insert(savedSearchMatches)
    .values({ savedSearchId: search.id, propertyId, deliveredAt: isInstant ? sql`now()` : null })
    .onConflictDoNothing()
    .returning({ id: savedSearchMatches.savedSearchId });
  if (!recorded || !isInstant) return;
  await notify(tx, {
    userId: search.userId,
    kind: 'search_alert',
    title: `New match for "${search.name}"`,
    body: `${line.title} · ${line.subtitle}`,
    link: line.path,
    email: {
      category: 'alerts',
      content: {
        subject: `New home for your saved search "${search.name}"`,
        heading: `A new home matches "${search.name}"`,
        intro: ['A home that matches your saved search was just listed on Gruha.'],
        listings: [line],
        action: { label: 'See all matches', path: savedSearchPath(search.id) },
      },
    },
  });
}

/**
 * Alerts every saved search the listing matches now and did not match `before` (empty for a new
 * listing). Call inside the transaction that wrote the listing, after the write.
 */
export async function alertNewMatches(tx: Db, propertyId: number, before: Set<number> = new Set()): Promise<void> {
  const fresh = (await matchingSearches(tx, propertyId)).filter((search) => !before.has(search.id) && search.frequency !== 'never');
  if (fresh.length === 0) return;
  const listing = await findPropertyRow(tx, propertyId);
  if (!listing) return;
  const line = listingLine(listing);
  for (const search of fresh) await alertOne(tx, search, propertyId, line);
}
