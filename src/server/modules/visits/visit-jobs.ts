// The outbox jobs of visits: expiring an unanswered request or proposal at its time, and the reminder
// the evening before a confirmed visit. Each checks the visit is still as it was when the job was made,
// and does its work in one transaction with the job's own keys: once each, whatever is retried.
import type { Db } from '#server/db/client.ts';
import type { JobHandler } from '#server/jobs/registry.ts';
import { findVisit, moveVisit, recordEvent } from './queries.ts';
import { emailReminder, ringVisitBell } from './visit-notices.ts';
import { formatVisitTime } from './visit-time.ts';

export function visitExpiryHandler(db: Db): JobHandler {
  return async (job) => {
    const { visitId, expiresAt } = job.payload as { visitId: number; expiresAt: string };
    await db.transaction(async (tx) => {
      const visit = await findVisit(tx, visitId, { lock: true });
      // A proposal since the request set a new answer time, with a job of its own.
      if (!visit || (visit.status !== 'requested' && visit.status !== 'proposed') || visit.expiresAt?.toISOString() !== expiresAt) return;
      const expired = await moveVisit(tx, visit, { status: 'expired', expiresAt: null });
      if (!expired) return;
      await recordEvent(tx, expired, null, 'Not answered within 24 hours');
      const body = `The request for ${formatVisitTime(expired.startsAt)} was not answered within 24 hours.`;
      await ringVisitBell(tx, expired.hunterId, 'Visit request expired', body);
      await ringVisitBell(tx, expired.posterId, 'Visit request expired', body);
    });
  };
}

export function visitReminderHandler(db: Db): JobHandler {
  return async (job) => {
    const { visitId, startsAt } = job.payload as { visitId: number; startsAt: string };
    await db.transaction(async (tx) => {
      const visit = await findVisit(tx, visitId);
      if (!visit || visit.status !== 'confirmed' || visit.startsAt.toISOString() !== startsAt) return;
      await emailReminder(tx, visit, job.id);
    });
  };
}
