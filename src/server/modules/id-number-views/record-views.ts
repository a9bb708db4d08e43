// The access log of identity numbers: a line for each person whose Aadhaar or PAN number an admin
// was shown, written before the answer leaves, so no admin sees a number without a line saying so.
import type { Db } from '#server/db/client.ts';
import { idNumberViews } from '#server/db/schema-privacy.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';

export type IdNumberShown = {
  personId: number;
  recordKind: 'agreement' | 'tenancy';
  recordRef: string;
  idType: string;
  shown: 'masked' | 'whole';
};

/** Records what an admin was shown; anyone else's views (the parties, the maker) are not this log's. */
export async function recordIdNumberViews(db: Db, clock: Clock, viewer: Viewer, shown: IdNumberShown[]): Promise<void> {
  const lines = viewer.role === 'ADMIN' ? shown.filter((line) => line.personId !== viewer.id) : [];
  if (lines.length === 0) return;
  const viewedAt = clock.now();
  await db.insert(idNumberViews).values(lines.map((line) => ({ ...line, viewerId: viewer.id, viewedAt })));
}
