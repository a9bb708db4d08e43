// My homes: the tenancies one is owner or tenant of, with the next due and open repairs, and the
// invitations waiting for one's answer.
import type { TMyHomes, TTenancySummary } from '#shared/contracts/tenancy.ts';
import type { Db } from '#server/db/client.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { todayBy, type Clock } from '#server/time/clock.ts';
import { listInvitationsTo } from './answer-invitation.ts';
import { agreedTerms, scheduleOf, visibleDues } from './ledger.ts';
import { latestTermsOf, listTenanciesOf, namesOf, noticesOf, openRepairCounts, paymentsOf } from './queries.ts';

export async function listMyHomes({ db, clock, viewer }: { db: Db; clock: Clock; viewer: Viewer }): Promise<TMyHomes> {
  const rows = await listTenanciesOf(db, viewer.id);
  const ids = rows.map((r) => r.id);
  const [versions, payments, notices, repairs, names, invitations] = await Promise.all([
    latestTermsOf(db, ids),
    paymentsOf(db, ids),
    noticesOf(db, ids),
    openRepairCounts(db, ids),
    namesOf(
      db,
      rows.flatMap((r) => [r.ownerId, r.tenantId]),
    ),
    listInvitationsTo(db, clock, viewer),
  ]);
  const today = todayBy(clock);
  const summaries = rows.map((row): TTenancySummary => {
    const side = row.ownerId === viewer.id ? 'owner' : 'tenant';
    const own = versions.get(row.id) ?? [];
    const dues = visibleDues(
      scheduleOf(
        own,
        notices.find((n) => n.tenancyId === row.id),
      ),
      payments.filter((p) => p.tenancyId === row.id),
      today,
      row,
    );
    const otherId = side === 'owner' ? row.tenantId : row.ownerId;
    return {
      id: row.id,
      status: row.status,
      address: row.address,
      side,
      otherPartyName: otherId === null ? null : (names.get(otherId) ?? null),
      rent: agreedTerms(own)?.rent ?? null,
      nextDue: dues.find((d) => d.status !== 'confirmed' && d.status !== 'marked_paid') ?? null,
      openRepairs: repairs.get(row.id) ?? 0,
    };
  });
  return { asOwner: summaries.filter((s) => s.side === 'owner'), asTenant: summaries.filter((s) => s.side === 'tenant'), invitations };
}
