// Rent and refund reminders as durable outbox jobs. Once a day (a key per India date) a run looks at
// every running tenancy and asks for each reminder due that day under a key of its own, so each goes
// out once however often runs repeat: three days before a due, on its day, once when it is overdue,
// and, a month after the move-out, to both sides while the refund is not recorded. A reminder job
// checks again when it runs: a due paid meanwhile is not reminded.
import { formatLongDate } from '#shared/format-date.ts';
import { formatRupees } from '#shared/money.ts';
import { addDays } from '#shared/tenancy/calendar.ts';
import { REFUND_REMINDER_DAYS, REMINDER_DAYS_BEFORE } from '#shared/tenancy/due-status.ts';
import type { Db } from '#server/db/client.ts';
import type { JobHandler } from '#server/jobs/registry.ts';
import { todayBy, type Clock } from '#server/time/clock.ts';
import { enqueueOnce } from '../outbox/enqueue.ts';
import { scheduleOf } from './ledger.ts';
import { findRemindableTenancies, findTenancyRow, latestTermsOf, noticesOf, paymentsOf, type TenancyRow } from './queries.ts';
import { tellBothSides, tellUser } from './tell-other-side.ts';

export const TENANCY_REMINDER_RUN_JOB = 'tenancy-reminder-run';
export const TENANCY_REMINDER_JOB = 'tenancy-reminder';
/** The hour (India time) the day's run is asked for: reminders arrive in the morning. */
const RUN_HOUR_IST = '09:00';
const BATCH = 200;

export type ReminderKind = 'before' | 'day' | 'overdue' | 'refund';
type ReminderPayload = { tenancyId: number; period: string | null; kind: ReminderKind };

/** The day's run is asked for once under this key, by every process. */
export const reminderRunKey = (day: string) => `${TENANCY_REMINDER_RUN_JOB}:${day}`;
export const reminderKey = ({ tenancyId, period, kind }: ReminderPayload) => `${TENANCY_REMINDER_JOB}:${tenancyId}:${period ?? '-'}:${kind}`;

/** Asks for the day's run once per day per process; the key keeps it one run for all processes. */
export function scheduleReminderRuns(db: Db, clock: Clock): () => Promise<void> {
  let scheduledDay = '';
  return async () => {
    const day = todayBy(clock);
    if (day === scheduledDay) return;
    await enqueueOnce(db, TENANCY_REMINDER_RUN_JOB, reminderRunKey(day), { day }, new Date(`${day}T${RUN_HOUR_IST}:00+05:30`));
    scheduledDay = day;
  };
}

function remindersOf(row: TenancyRow, today: string, due: { period: string; dueOn: string; isPaid: boolean }[]): ReminderPayload[] {
  if (row.status === 'moved_out') {
    const isLate = row.movedOutOn !== null && addDays(row.movedOutOn, REFUND_REMINDER_DAYS) <= today;
    return isLate ? [{ tenancyId: row.id, period: null, kind: 'refund' }] : [];
  }
  const wanted: ReminderPayload[] = [];
  for (const line of due) {
    if (line.isPaid) continue;
    if (addDays(line.dueOn, -REMINDER_DAYS_BEFORE) === today) wanted.push({ tenancyId: row.id, period: line.period, kind: 'before' });
    if (line.dueOn === today) wanted.push({ tenancyId: row.id, period: line.period, kind: 'day' });
    if (line.dueOn < today) wanted.push({ tenancyId: row.id, period: line.period, kind: 'overdue' });
  }
  return wanted;
}

/** The day's run: asks for every reminder due on `today`; answers how many were asked for. */
export async function runTenancyReminders(db: Db, clock: Clock, signal = new AbortController().signal): Promise<number> {
  const today = todayBy(clock);
  let asked = 0;
  for (let afterId = 0; ;) {
    if (signal.aborted) throw new Error('The reminder run stopped with the server; it goes on when tried again');
    const rows = await findRemindableTenancies(db, afterId, BATCH);
    if (rows.length === 0) return asked;
    const ids = rows.map((r) => r.id);
    const [versions, payments, notices] = await Promise.all([latestTermsOf(db, ids), paymentsOf(db, ids), noticesOf(db, ids)]);
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const paid = new Set(payments.filter((p) => p.tenancyId === row.id).map((p) => p.period));
        const schedule = scheduleOf(
          versions.get(row.id) ?? [],
          notices.find((n) => n.tenancyId === row.id),
        );
        const due = schedule.map((line) => ({ period: line.period, dueOn: line.dueOn, isPaid: paid.has(line.period) }));
        for (const payload of remindersOf(row, today, due)) {
          await enqueueOnce(tx, TENANCY_REMINDER_JOB, reminderKey(payload), payload, clock.now());
          asked += 1;
        }
      }
    });
    afterId = ids[ids.length - 1] ?? afterId;
  }
}

const RENT_TITLES: Record<Exclude<ReminderKind, 'refund'>, string> = {
  before: 'Rent due in three days',
  day: 'Rent due today',
  overdue: 'Rent overdue',
};

/** Sends one reminder, if it still applies. */
export async function sendReminder(db: Db, payload: ReminderPayload): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findTenancyRow(tx, payload.tenancyId, { forUpdate: true });
    if (!row) return;
    if (payload.kind === 'refund') {
      if (row.status !== 'moved_out' || row.refundPaidOn) return;
      await tellBothSides(tx, row, {
        title: 'Deposit refund pending',
        body: `It is a month since the move-out${row.movedOutOn ? ` on ${formatLongDate(row.movedOutOn) ?? row.movedOutOn}` : ''} and the deposit refund is not recorded yet.`,
      });
      return;
    }
    if (row.tenantId === null || (row.status !== 'active' && row.status !== 'notice')) return;
    const schedule = scheduleOf((await latestTermsOf(tx, [row.id])).get(row.id) ?? [], (await noticesOf(tx, [row.id]))[0]);
    const line = schedule.find((l) => l.period === payload.period);
    const isPaid = (await paymentsOf(tx, [row.id])).some((p) => p.period === payload.period);
    if (!line || isPaid) return;
    await tellUser(tx, row.tenantId, row, {
      title: RENT_TITLES[payload.kind],
      body: `The rent for ${line.label}, ${formatRupees(line.amountPayable)}, is due on ${formatLongDate(line.dueOn) ?? line.dueOn}. Pay it from the tenancy page.`,
      facts: [['Due on', formatLongDate(line.dueOn) ?? line.dueOn]],
    });
  });
}

export const reminderRunHandler =
  (db: Db, clock: Clock): JobHandler =>
  async (_job, stopping) => {
    await runTenancyReminders(db, clock, stopping);
  };

export const reminderHandler =
  (db: Db): JobHandler =>
  async (job) => {
    await sendReminder(db, job.payload as ReminderPayload);
  };
