// A listing whose price is far from what its kind of home costs (shared/policy/price-range.ts) is
// written, as the spec allows, but kept out of search and Featured ('price_check') with a flag and its
// reason in the moderation queue until an admin decides (moderation/decide.ts puts it back). An edit
// that changes the price or what it is compared with checks again: a price brought into range lists
// the home again; one an admin already let stand is not asked about while those facts stay.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { LISTED_STATUSES } from '#shared/listing-lifecycle.ts';
import { judgePrice, type PriceJudgement } from '#shared/policy/price-range.ts';
import type { Db } from '#server/db/client.ts';
import { listingFlags, properties } from '#server/db/schema.ts';
import type { ListingWatcher } from '../properties/listing-watchers.ts';
import { raiseFlag } from './flag-queries.ts';
import { tellPosterPriceCheck } from './notices.ts';
import { findLikeHomes, type PricedFacts } from './price-figures.ts';

export async function checkPrice(db: Db, listing: PricedFacts, excludeId: number | null): Promise<PriceJudgement> {
  return judgePrice(listing, await findLikeHomes(db, listing, excludeId));
}

type Priced = PricedFacts & { reviewState: string | null; userId: number; title: string };

async function findPriced(db: Db, id: number): Promise<Priced | undefined> {
  const [row] = await db
    .select({
      price: sql<number>`${properties.price}::float8`,
      listingType: properties.listingType,
      areaId: properties.areaId,
      propertyTypeId: properties.propertyTypeId,
      bedrooms: properties.bedrooms,
      reviewState: properties.reviewState,
      userId: properties.userId,
      title: properties.title,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

const isSameComparison = (a: PricedFacts, b: PricedFacts) =>
  a.price === b.price &&
  a.listingType === b.listingType &&
  a.areaId === b.areaId &&
  a.propertyTypeId === b.propertyTypeId &&
  a.bedrooms === b.bedrooms;

async function hold(db: Db, id: number, reason: string) {
  // A listing moderation already holds for another reason keeps that hold; the flag still tells why.
  await db
    .update(properties)
    .set({ isActive: false, reviewState: 'price_check', hiddenReason: reason })
    .where(and(eq(properties.id, id), sql`(${properties.reviewState} is null or ${properties.reviewState} = 'price_check')`));
  await raiseFlag(db, id, 'price_out_of_range', { summary: reason, matches: [] });
}

async function release(db: Db, id: number) {
  const isListed = sql`${properties.status} in ${LISTED_STATUSES}`;
  await db
    .update(properties)
    .set({ isActive: isListed, reviewState: null, hiddenReason: null })
    .where(and(eq(properties.id, id), eq(properties.reviewState, 'price_check')));
  await db
    .update(listingFlags)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(listingFlags.propertyId, id), eq(listingFlags.kind, 'price_out_of_range'), isNull(listingFlags.resolvedAt)));
}

async function recheck(db: Db, id: number) {
  const listing = await findPriced(db, id);
  if (!listing) return;
  const judgement = await checkPrice(db, listing, id);
  if (judgement.isFarOut) {
    await hold(db, id, judgement.reason);
    if (listing.reviewState === null) await tellPosterPriceCheck(db, listing.userId, { id, title: listing.title }, judgement.reason);
  } else if (listing.reviewState === 'price_check') await release(db, id);
}

/** Runs in the transaction that writes the listing, so it is never in search before the check. */
export const priceCheckWatcher: ListingWatcher = {
  posted: ({ db }, id) => recheck(db, id),
  async editing({ db }, id) {
    const before = await findPriced(db, id);
    return async () => {
      const after = await findPriced(db, id);
      if (before && after && !isSameComparison(before, after)) await recheck(db, id);
    };
  },
};
