// Reading listings, shared with the modules that show them (shortlist, alerts, stats, crawlers). A page
// of listings is one query whatever its size: the rows, joined with their
// type, locality and poster, each carrying its pictures as JSON, in one select list written as SQL:
// building it through the query builder on every request, and mapping every column back, was a large
// share of a search's cost.
import { and, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LISTING_FACTS, type TListingFacts } from '#shared/listing-facts/facts.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf, firstRow } from '#server/db/rows.ts';
import { areas, metroStations, properties, propertyImages, propertyTypes, users } from '#server/db/schema.ts';

export type ImageRow = { id: number; url: string; thumbUrl: string; isPrimary: boolean };

export type PropertyRow = TListingFacts & {
  id: number;
  userId: number;
  title: string;
  description: string;
  propertyTypeId: number;
  typeName: string;
  listingType: 'sale' | 'rent';
  areaId: number;
  areaName: string;
  areaPincode: string;
  city: string;
  pincode: string | null;
  address: string | null;
  price: number;
  priceDisplay: string | null;
  areaSqft: number | null;
  bedrooms: number;
  bathrooms: number;
  balconies: number;
  amenities: string | null;
  status: string;
  isFeatured: boolean;
  isActive: boolean;
  /** Moderation's hold on the listing, if any (schema.ts, properties.reviewState). */
  reviewState: 'under_review' | 'hidden' | 'price_check' | null;
  /** Why the price waits for a check, while it does. */
  priceCheckReason: string | null;
  isVerified: boolean;
  isReadyToMove: boolean;
  ownerType: 'owner' | 'broker';
  /** ISO 8601 in UTC, as the API shows it. */
  createdAt: string;
  updatedAt: string;
  confirmedAt: string;
  statusChangedAt: string;
  verificationRequestedAt: string | null;
  isAdminFeatured: boolean;
  version: number;
  latitude: number | null;
  longitude: number | null;
  nearestStationCode: string | null;
  nearestStationName: string | null;
  nearestStationLines: string[] | null;
  nearestStationM: number | null;
  posterFirstName: string;
  posterLastName: string;
  isPosterDeleted: boolean;
  /** Primary first, then in the poster's order. */
  images: ImageRow[];
};

/** Every listing fact (shared/listing-facts), each in its column of the same name; a date as YYYY-MM-DD. */
const factColumns = sql.join(
  LISTING_FACTS.map(({ field, kind }) => sql`, ${properties[field]}${kind === 'date' ? sql`::text` : sql``} as ${sql.identifier(field)}`),
);

const isoTime = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every column a listing shows, from `properties` (the table, or a page of it under that name) and
 * its joins. Plain columns: building a JSON value per row in the database cost it twice the time.
 * The price is a bigint that never exceeds ₹100 crore, so a double holds it exactly. Each column's
 * writes must move the listings channel (db/change-channels.ts): listing-rows.test.ts checks it.
 */
export const listingColumns = sql`${properties.id} as "id", ${properties.userId} as "userId", ${properties.title} as "title",
  ${properties.description} as "description", ${properties.propertyTypeId} as "propertyTypeId", ${propertyTypes.name} as "typeName",
  ${properties.listingType} as "listingType", ${properties.areaId} as "areaId", ${areas.name} as "areaName", ${areas.pincode} as "areaPincode",
  ${properties.city} as "city", ${properties.pincode} as "pincode", ${properties.address} as "address", ${properties.price}::float8 as "price",
  ${properties.priceDisplay} as "priceDisplay", ${properties.areaSqft} as "areaSqft", ${properties.bedrooms} as "bedrooms",
  ${properties.bathrooms} as "bathrooms", ${properties.balconies} as "balconies", ${properties.amenities} as "amenities",
  ${properties.status} as "status", ${properties.isFeatured} as "isFeatured", ${properties.isActive} as "isActive",
  ${properties.reviewState} as "reviewState",
  case when ${properties.reviewState} = 'price_check' then ${properties.hiddenReason} end as "priceCheckReason", ${properties.isVerified} as "isVerified", ${properties.isReadyToMove} as "isReadyToMove", ${properties.ownerType} as "ownerType",
  ${isoTime(properties.createdAt)} as "createdAt", ${isoTime(properties.updatedAt)} as "updatedAt", ${properties.version} as "version",
  ${isoTime(properties.confirmedAt)} as "confirmedAt", ${isoTime(properties.statusChangedAt)} as "statusChangedAt",
  ${isoTime(properties.verificationRequestedAt)} as "verificationRequestedAt", ${properties.isAdminFeatured} as "isAdminFeatured"${factColumns},
  ${properties.latitude} as "latitude", ${properties.longitude} as "longitude", ${properties.nearestStationCode} as "nearestStationCode",
  ${metroStations.name} as "nearestStationName", ${metroStations.lines} as "nearestStationLines", ${properties.nearestStationM} as "nearestStationM",
  ${users.firstName} as "posterFirstName", ${users.lastName} as "posterLastName", ${users.deletedAt} is not null as "isPosterDeleted",
  (select coalesce(json_agg(json_build_object('id', ${propertyImages.id}, 'url', ${propertyImages.url}, 'thumbUrl', ${propertyImages.thumbUrl},
      'isPrimary', ${propertyImages.isPrimary}) order by ${propertyImages.isPrimary} desc, ${propertyImages.position}, ${propertyImages.id}), '[]'::json)
    from ${propertyImages} where ${propertyImages.propertyId} = ${properties.id}) as "images"`;

const listingJoins = sql`inner join ${propertyTypes} on ${propertyTypes.id} = ${properties.propertyTypeId}
  inner join ${areas} on ${areas.id} = ${properties.areaId}
  inner join ${users} on ${users.id} = ${properties.userId}
  left join ${metroStations} on ${metroStations.code} = ${properties.nearestStationCode}`;

/** `properties`' columns, as search statements name them. */
export const listingColumn = Object.fromEntries(Object.entries(getTableColumns(properties)).map(([key, column]) => [key, sql`${column}`])) as {
  [K in keyof typeof properties._.columns]: SQL;
};

/** What anyone may see: active listings of people who still have an account. */
export const isPubliclyVisible = sql`${properties.isActive} and not exists (select 1 from users u where u.id = ${properties.userId} and u.deleted_at is not null)`;

/** Soft-deleted listings (kept for their completed deals) are gone for everyone. */
export const isNotDeleted = sql`${properties.status} <> 'deleted'`;

export const DELETED_STATUS = 'deleted';

export async function findPropertyRow(db: Db, id: number): Promise<PropertyRow | undefined> {
  const [row] = await rowsOf<PropertyRow>(db, sql`select ${listingColumns} from ${properties} ${listingJoins} where ${listingColumn.id} = ${id}`);
  return row;
}

/**
 * `fewMatches`: the filters are known to match few listings (see findPropertyRows); `orderColumns`:
 * what the order reads besides id, created_at and price.
 */
export type PageQuery = {
  where: SQL[];
  /** Conditions `where` implies, for finding all of its matches (fewMatches) by fewer index entries. */
  narrowing?: SQL[];
  orderBy: SQL[];
  limit: number;
  offset?: number;
  fewMatches?: boolean;
  orderColumns?: SQL[];
};

const MATCHING_COLUMNS = sql`${properties.id}, ${properties.createdAt}, ${properties.price}`;

/**
 * A search's matches, found first through the filter indexes (`materialized`: planned apart from the
 * order and limit), with the columns they are ordered by; at most `atMost` + 1 of them when given.
 */
function matchingFirst(filtered: SQL | undefined, orderColumns: SQL[], atMost?: number): SQL {
  const columns = sql.join([MATCHING_COLUMNS, ...orderColumns], sql`, `);
  const limit = atMost === undefined ? sql`` : sql` limit ${atMost + 1}`;
  return sql`with matching as materialized (select ${columns} from ${properties} where ${filtered}${limit})`;
}

/**
 * One page of listings. The page is chosen first, by the filters and the order alone, and only its
 * rows are joined and given their pictures: rows skipped by the offset cost an index entry, not a
 * join and a JSON build each. Usually the page walks an index in the page's order, testing each
 * listing until the page is full; but when few listings match, that walk reads nearly all of them
 * (the planner, misjudging how many match, still chooses it), so those are found first, through the
 * filter indexes, and only they are ordered (`materialized`: planned apart from the order and limit).
 */
export async function findPropertyRows(
  db: Db,
  { where, orderBy, limit, offset = 0, fewMatches = false, orderColumns = [] }: PageQuery,
): Promise<PropertyRow[]> {
  const order = sql.join(orderBy, sql`, `);
  const filtered = and(...where);
  // The page keeps the table's name, so the filters and the order read the same inside and out.
  const page = fewMatches
    ? sql`(select ${properties}.* from ${properties} where ${listingColumn.id} in
        (select ${listingColumn.id} from matching as ${properties} order by ${order} limit ${limit} offset ${offset})) as ${properties}`
    : sql`(select ${properties}.* from ${properties} where ${filtered} order by ${order} limit ${limit} offset ${offset}) as ${properties}`;
  const matching = fewMatches ? sql`${matchingFirst(filtered, orderColumns)} ` : sql``;
  return rowsOf<PropertyRow>(db, sql`${matching}select ${listingColumns} from ${page} ${listingJoins} order by ${order}`);
}

/** The ids of one page, in its order, chosen as findPropertyRows chooses them; the listings are read apart (kept-rows.ts). */
export async function findPageIds(
  db: Db,
  { where, narrowing = [], orderBy, limit, offset = 0, fewMatches = false, orderColumns = [] }: PageQuery,
): Promise<number[]> {
  const order = sql.join(orderBy, sql`, `);
  const filtered = and(...where);
  const page = fewMatches
    ? sql`${matchingFirst(and(...where, ...narrowing), orderColumns)}
        select ${listingColumn.id} as "id" from matching as ${properties} order by ${order} limit ${limit} offset ${offset}`
    : sql`select ${listingColumn.id} as "id" from ${properties} where ${filtered} order by ${order} limit ${limit} offset ${offset}`;
  return (await rowsOf<{ id: number }>(db, page)).map((row) => row.id);
}

/** The listings of `ids` that exist, in no particular order. */
export async function findPropertyRowsByIds(db: Db, ids: number[]): Promise<PropertyRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<PropertyRow>(
    db,
    sql`select ${listingColumns} from ${properties} ${listingJoins} where ${listingColumn.id} = any(${sql.param(ids)}::int[])`,
  );
}

/**
 * A search's page of ids and its total in one query, when the filters match at most `atMost`
 * listings: the matches (at most `atMost` + 1 of them) are found first and the page is ordered from
 * them, as `fewMatches` does. `total` is exact when it is at most `atMost`; more means "more than
 * that", and then no page is read.
 */
export async function findFewMatchesIds(
  db: Db,
  { where, narrowing = [], orderBy, limit, offset = 0, orderColumns = [], atMost }: Omit<PageQuery, 'fewMatches'> & { atMost: number },
): Promise<{ ids: number[]; total: number }> {
  const order = sql.join(orderBy, sql`, `);
  const row = firstRow(
    await rowsOf<{ total: number; ids: number[] | null }>(
      db,
      sql`${matchingFirst(and(...where, ...narrowing), orderColumns, atMost)},
        counted as (select count(*)::int as "total" from matching)
      select counted."total", case when counted."total" <= ${atMost} then
          array(select ${listingColumn.id} from matching as ${properties} order by ${order} limit ${limit} offset ${offset}) end as "ids"
      from counted`,
    ),
  );
  return { ids: row.ids ?? [], total: row.total };
}
