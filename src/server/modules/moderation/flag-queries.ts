// SQL for automatic flags: the facts each check reads, and raising a flag once per listing and kind.
import { sql } from 'drizzle-orm';
import type { TFlagKind } from '#shared/contracts/moderation.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';

export type CheckedListing = {
  id: number;
  userId: number;
  ownerType: 'owner' | 'broker';
  listingType: 'sale' | 'rent';
  price: number;
  /** The address as the poster typed it, normalised; null when it is the locality's default. */
  typedAddress: string | null;
  isDeleted: boolean;
  description: string;
  urls: string[];
};

const normalisedAddress = sql`lower(regexp_replace(trim(p.address), '\\s+', ' ', 'g'))`;
const defaultAddress = sql`lower(a.name || ', ' || p.city)`;

export async function findCheckedListing(db: Db, id: number): Promise<CheckedListing | undefined> {
  const [row] = await rowsOf<CheckedListing>(
    db,
    sql`select p.id, p.user_id as "userId", p.owner_type as "ownerType", p.listing_type as "listingType", p.price::float8 as "price",
        case when p.address is null or ${normalisedAddress} = ${defaultAddress} then null else ${normalisedAddress} end as "typedAddress",
        p.status = 'deleted' as "isDeleted", p.description,
        array(select i.url from property_images i where i.property_id = p.id order by i.position, i.id) as "urls"
      from properties p join areas a on a.id = p.area_id where p.id = ${id}`,
  );
  return row;
}

/** The poster's active "owner" listings, newest first. */
export async function activeOwnerListings(db: Db, userId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from properties where user_id = ${userId} and is_active and owner_type = 'owner' order by created_at desc, id desc`,
  );
  return rows.map((row) => row.id);
}

/** Other accounts' listings (not deleted) of the same type, price and typed address. */
export async function sameAddressAndPrice(db: Db, listing: CheckedListing): Promise<number[]> {
  if (!listing.typedAddress) return [];
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select p.id from properties p
      where p.price = ${listing.price} and p.listing_type = ${listing.listingType} and p.user_id <> ${listing.userId}
        and p.status <> 'deleted' and ${normalisedAddress} = ${listing.typedAddress}
      order by p.id limit 20`,
  );
  return rows.map((row) => row.id);
}

export type FlagEvidence = { summary: string; matches: { propertyId: number; pictures?: { url: string; matchedUrl: string; distance: number }[] }[] };

/** The open flag of a kind on any of these listings. */
export async function openFlagOn(db: Db, propertyIds: number[], kind: TFlagKind): Promise<{ id: number; propertyId: number } | undefined> {
  if (propertyIds.length === 0) return undefined;
  const [row] = await rowsOf<{ id: number; propertyId: number }>(
    db,
    sql`select id, property_id as "propertyId" from listing_flags
      where kind = ${kind} and resolved_at is null and property_id in (${sql.join(
        propertyIds.map((id) => sql`${id}`),
        sql`, `,
      )}) limit 1`,
  );
  return row;
}

/** What the listing's open flag of this kind says, if it has one. */
export async function openFlagSummary(db: Db, propertyId: number, kind: TFlagKind): Promise<string | undefined> {
  const [row] = await rowsOf<{ summary: string }>(
    db,
    sql`select evidence->>'summary' as summary from listing_flags where property_id = ${propertyId} and kind = ${kind} and resolved_at is null`,
  );
  return row?.summary;
}

/** Whether an admin already closed a flag of this kind on the listing that said the same. */
export async function wasClosedWith(db: Db, propertyId: number, kind: TFlagKind, summary: string): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from listing_flags where property_id = ${propertyId} and kind = ${kind} and resolved_at is not null
      and evidence->>'summary' = ${summary} limit 1`,
  );
  return rows.length > 0;
}

/** The listings a dismissed flag of this kind already named: an admin has seen those. */
async function dismissedMatches(db: Db, propertyId: number, kind: TFlagKind): Promise<Set<number>> {
  const rows = await rowsOf<{ evidence: FlagEvidence }>(
    db,
    sql`select evidence from listing_flags where property_id = ${propertyId} and kind = ${kind} and resolved_at is not null`,
  );
  return new Set(rows.flatMap((row) => row.evidence.matches.map((match) => match.propertyId)));
}

/**
 * Raises a flag, or brings the open one's evidence up to date. A flag an admin dismissed is not
 * raised again for the same listings, only when new ones appear; one naming no listing (a price) is
 * raised whenever its check finds it again.
 */
export async function raiseFlag(db: Db, propertyId: number, kind: TFlagKind, evidence: FlagEvidence): Promise<void> {
  const seen = await dismissedMatches(db, propertyId, kind);
  if (evidence.matches.length > 0 && evidence.matches.every((match) => seen.has(match.propertyId))) return;
  await db.execute(sql`insert into listing_flags (property_id, kind, evidence) values (${propertyId}, ${kind}, ${JSON.stringify(evidence)}::jsonb)
    on conflict (property_id, kind) where resolved_at is null do update set evidence = excluded.evidence`);
}
