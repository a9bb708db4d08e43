// Who reported a listing, weighed: each open report's reporter (account age, confirmed email, earlier
// reports upheld or dismissed) and network, read in one statement for the pause rule and for the
// admin queue, which shows the same figures. The weights themselves: src/shared/trust/report-weights.ts.
import { sql } from 'drizzle-orm';
import type { TQueueItem, TQueueReport, TReporterHistory } from '#shared/contracts/moderation.ts';
import { REPORTS_THRESHOLD, reportWeight, weighReports } from '#shared/trust/report-weights.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';

type ReporterRow = {
  reportId: number;
  propertyId: number;
  network: string;
  memberSince: string;
  accountAgeDays: number;
  isEmailConfirmed: boolean;
  upheld: number;
  dismissed: number;
};

const UPHELD = sql.raw(`('removed', 'warned')`);
const DISMISSED = sql.raw(`('kept', 'verified')`);

async function findOpenReporters(db: Db, propertyIds: number[], now: Date): Promise<ReporterRow[]> {
  if (propertyIds.length === 0) return [];
  const at = sql`${now.toISOString()}::timestamptz`;
  return rowsOf<ReporterRow>(
    db,
    // A report kept before networks were recorded stands for a network of its own.
    sql`select r.id as "reportId", r.property_id as "propertyId", coalesce(r.network, 'report:' || r.id) as "network",
        to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "memberSince",
        floor(extract(epoch from (${at} - u.created_at)) / 86400)::int as "accountAgeDays",
        u.email_confirmed_at is not null as "isEmailConfirmed",
        (select count(*)::int from listing_reports e where e.reporter_id = r.reporter_id and e.outcome in ${UPHELD}) as "upheld",
        (select count(*)::int from listing_reports e where e.reporter_id = r.reporter_id and e.outcome in ${DISMISSED}) as "dismissed"
      from listing_reports r join users u on u.id = r.reporter_id
      where r.resolved_at is null and r.property_id in (${sql.join(
        propertyIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
}

const weighed = (rows: ReporterRow[]) => rows.map((row) => ({ ...row, weight: reportWeight(row) }));

/** The listing's open reports weighed together (the heaviest per network), to compare with REPORTS_THRESHOLD. */
export async function weighOpenReports(db: Db, propertyId: number, now: Date): Promise<number> {
  return weighReports(weighed(await findOpenReporters(db, [propertyId], now)));
}

type BaseReport = Omit<TQueueReport, 'reporter'>;
export type QueueItemBase = Omit<TQueueItem, 'reports' | 'reportsWeight' | 'isPosterEmailConfirmed'> & { reports: BaseReport[] };

/** The queue's items with each reporter's history, the weighed total and whether the poster's email is confirmed. */
export async function withReporterHistory(db: Db, items: QueueItemBase[], now: Date): Promise<TQueueItem[]> {
  const ids = items.map((item) => item.listing.id);
  const reporters = weighed(await findOpenReporters(db, ids, now));
  const posters = await findConfirmedPosters(db, ids);
  const byReport = new Map(reporters.map((row) => [row.reportId, row]));
  const networkCount = new Map<string, number>();
  for (const row of reporters) networkCount.set(`${row.propertyId} ${row.network}`, (networkCount.get(`${row.propertyId} ${row.network}`) ?? 0) + 1);
  return items.map((item) => ({
    ...item,
    // A report decided between the two reads has no row here, and is no longer open: it is left out.
    reports: item.reports.flatMap((report) => {
      const row = byReport.get(report.id);
      if (!row) return [];
      const { memberSince, isEmailConfirmed, upheld, dismissed, weight } = row;
      const sharesNetwork = (networkCount.get(`${row.propertyId} ${row.network}`) ?? 0) > 1;
      const reporter: TReporterHistory = { memberSince, isEmailConfirmed, upheld, dismissed, weight, sharesNetwork };
      return [{ ...report, reporter }];
    }),
    reportsWeight: { total: weighReports(reporters.filter((row) => row.propertyId === item.listing.id)), threshold: REPORTS_THRESHOLD },
    isPosterEmailConfirmed: posters.has(item.listing.id),
  }));
}

/** Of these listings, those whose poster's email is confirmed. */
async function findConfirmedPosters(db: Db, propertyIds: number[]): Promise<Set<number>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select p.id from properties p join users u on u.id = p.user_id
      where u.email_confirmed_at is not null and p.id in (${sql.join(
        propertyIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Set(rows.map((row) => row.id));
}
