// A listing's state read under its row lock: the one read that a poster's answers (the app's tap, an
// email's link), the followers' news and moderation's reports and decisions all take, so that each
// waits for the others and sees what they wrote.
import { sql } from 'drizzle-orm';
import type { TListingStatus } from '#shared/listing-lifecycle.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';

/** A listing's state; `round` is its confirmed_at in milliseconds, which an answer link names. */
export type ListingState = {
  id: number;
  userId: number;
  title: string;
  status: TListingStatus;
  listingType: 'sale' | 'rent';
  round: number;
  /** Listed: in search, alerts and the sitemap. */
  isActive: boolean;
  /** Why moderation holds it out of public lists, or null. */
  reviewState: 'under_review' | 'hidden' | 'price_check' | null;
};

export const STATE_COLUMNS = sql.raw(`p.id, p.user_id as "userId", p.title, p.status, p.listing_type as "listingType",
  floor(extract(epoch from p.confirmed_at) * 1000)::float8 as "round", p.is_active as "isActive", p.review_state as "reviewState"`);

/** The listing's state; with `lock` (inside a transaction) its row stays locked until the transaction ends. */
export async function lockListingState(tx: Db, id: number, { lock = true } = {}): Promise<ListingState | undefined> {
  const [row] = await rowsOf<ListingState>(tx, sql`select ${STATE_COLUMNS} from properties p where p.id = ${id}${lock ? sql` for update` : sql``}`);
  return row;
}
