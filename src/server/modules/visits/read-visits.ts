// My visits on both sides: upcoming ones (still to happen, soonest first) and past ones, each with what
// I may do now and its history.
import type { TVisit, TVisitList } from '#shared/contracts/visit.ts';
import type { Db } from '#server/db/client.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { fullName } from '../conversations/present.ts';
import { ACTIVE_STATUSES, listHistory, listMyVisits } from './queries.ts';
import { allowedActions } from './visit-states.ts';

/** `now`: the app's clock, which decides what is upcoming and what may be done. */
export async function readMyVisits(db: Db, viewer: Viewer, now: Date): Promise<TVisitList> {
  const rows = await listMyVisits(db, viewer.id);
  const history = await listHistory(
    db,
    rows.map((r) => r.visit.id),
  );
  const visits: TVisit[] = rows.map(({ visit, listing, otherFirstName, otherLastName }) => {
    const role = visit.hunterId === viewer.id ? 'hunter' : 'poster';
    return {
      id: visit.id,
      status: visit.status,
      startsAt: visit.startsAt.toISOString(),
      endsAt: visit.endsAt.toISOString(),
      expiresAt: visit.expiresAt?.toISOString() ?? null,
      role,
      otherName: fullName({ firstName: otherFirstName, lastName: otherLastName }),
      conversationId: visit.conversationId,
      listing,
      actions: allowedActions(visit, role, now),
      history: history
        .filter((h) => h.visitId === visit.id)
        .map((h) => ({ status: h.status, startsAt: h.startsAt.toISOString(), byName: h.byName, note: h.note, at: h.at.toISOString() })),
    };
  });
  const isUpcoming = (v: TVisit) =>
    ACTIVE_STATUSES.includes(v.status) && new Date(v.endsAt) > now && (v.actions.length > 0 || v.status === 'confirmed');
  return {
    upcoming: visits.filter(isUpcoming).sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    past: visits.filter((v) => !isUpcoming(v)),
  };
}
