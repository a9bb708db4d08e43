// A locality's asking prices over the last quarters, by listing type and BHK (4 = 4 or more): homes
// listed in each quarter, the ones since sold or let among them, and their median asking price where
// there are enough of them. Only what posters listed: no estimate fills an empty cell.
import { sql } from 'drizzle-orm';
import { MIN_HOMES_FOR_MEDIAN, type TLocalityPriceHistory } from '#shared/contracts/locality.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { lastQuarters } from '#shared/localities/quarters.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';

export const QUARTERS_SHOWN = 4;

type QuarterRow = { quarterStart: string; listingType: 'sale' | 'rent'; bhk: number; count: number; medianPrice: number };

export async function findPriceHistory(db: Db, areaId: number): Promise<TLocalityPriceHistory> {
  const quarters = lastQuarters(todayInIndia(), QUARTERS_SHOWN);
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- QUARTERS_SHOWN quarters, the oldest first.
  const since = quarters[0]!.start;
  // Listings a poster deleted, an admin hid, or whose poster left are not asking prices anyone saw.
  const rows = await rowsOf<QuarterRow>(
    db,
    sql`select to_char(date_trunc('quarter', p.created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as "quarterStart",
        p.listing_type as "listingType", least(p.bedrooms, 4)::int as "bhk", count(*)::int as "count",
        round(percentile_cont(0.5) within group (order by p.price::float8))::float8 as "medianPrice"
      from properties p
      where p.area_id = ${areaId} and p.bedrooms >= 1 and p.status <> 'deleted' and p.review_state is distinct from 'hidden'
        and p.created_at >= (${since}::date::timestamp at time zone 'Asia/Kolkata')
        and not exists (select 1 from users u where u.id = p.user_id and u.deleted_at is not null)
      group by 1, 2, 3
      order by 2 desc, 3`,
  );
  const kinds = [...new Map(rows.map((row) => [`${row.listingType}-${row.bhk}`, { listingType: row.listingType, bhk: row.bhk }])).values()];
  return {
    areaId,
    minHomes: MIN_HOMES_FOR_MEDIAN,
    quarters,
    rows: kinds.map(({ listingType, bhk }) => ({
      listingType,
      bhk,
      cells: quarters.map((quarter) => {
        const row = rows.find((r) => r.listingType === listingType && r.bhk === bhk && r.quarterStart === quarter.start);
        const count = row?.count ?? 0;
        return { count, medianPrice: row && count >= MIN_HOMES_FOR_MEDIAN ? Number(row.medianPrice) : null };
      }),
    })),
  };
}
