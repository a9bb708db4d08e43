// Rent reminders are outbox jobs with a key each: reminders asked for before a server dies (SIGKILL:
// nothing runs) are sent after it starts again, once each, however often the day's run asks again.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addMonths } from '#shared/agreement/rules.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { openDatabase } from '#server/db/client.ts';
import { runTenancyReminders } from '#server/modules/tenancies/reminder-jobs.ts';
import { systemClock } from '#server/time/clock.ts';
import { makePoster } from './api-client.ts';
import { newStore, serve } from './resources.ts';
import { storeKinds, type Store } from './stores.ts';
import { startSubjectInbox, until, type SubjectInbox } from './subject-inbox.ts';

let inbox: SubjectInbox | null = null;
afterEach(async () => {
  await inbox?.close();
  inbox = null;
});

async function call(baseUrl: string, url: string, token: string, body?: unknown, method = 'POST') {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: Record<string, unknown> };
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer.data;
}

/** The day's reminder run, as the outbox does it, on the database of a server that is down. */
async function askForReminders(store: Store) {
  const database = await openDatabase(store.databaseUrl ? { url: store.databaseUrl } : { dataDir: path.join(store.dataDir, 'db') });
  await runTenancyReminders(database.db, systemClock);
  await runTenancyReminders(database.db, systemClock);
  await database.close();
}

describe.each(storeKinds)('rent reminders across a SIGKILL (%s database)', (kind) => {
  it('sends the reminders asked for before the kill after the restart, once each', async () => {
    inbox = startSubjectInbox();
    const smtpUrl = await inbox.listen();
    const store = await newStore(kind);
    const first = await serve(store, { SMTP_URL: smtpUrl, OUTBOX_WORKER: 'false' });
    const owner = await makePoster(first.baseUrl);
    const tenant = await makePoster(first.baseUrl);
    const { email } = (await call(first.baseUrl, '/api/auth/me', tenant.token, undefined, 'GET')) as { email: string };
    // Two months ago; due on today's day of the month: two months overdue and one due today.
    const today = todayInIndia();
    const startDate = `${addMonths(today, -2).slice(0, 7)}-01`;
    const terms = {
      rent: 25_000,
      dueDay: Number(today.slice(8)),
      deposit: 50_000,
      startDate,
      endDate: addMonths(startDate, 11),
    };
    const { tenancyId } = (await call(first.baseUrl, '/api/tenancies/invite', owner.token, {
      address: 'Flat 3, Process Heights, Madhapur',
      bhk: 1,
      invitee: { email },
      terms,
    })) as { tenancyId: number };
    await call(first.baseUrl, `/api/tenancies/${tenancyId}/invitation`, tenant.token, { answer: 'accept' });
    const tenancy = (await call(first.baseUrl, `/api/tenancies/${tenancyId}`, tenant.token, undefined, 'GET')) as { termVersions: { id: number }[] };
    await call(first.baseUrl, `/api/tenancies/${tenancyId}/terms/${tenancy.termVersions[0]!.id}/accept`, tenant.token);
    first.signal('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(inbox.subjects).toEqual([]);

    await askForReminders(store);
    const second = await serve(store, { SMTP_URL: smtpUrl });
    const subjects = inbox.subjects;
    const count = (subject: string) => subjects.filter((s) => s === subject).length;
    await until(
      () => count('Rent overdue: your home on Gruha') >= 2 && count('Rent due today: your home on Gruha') >= 1,
      'the reminders asked for before the kill',
    );
    // News written after them arrives after them: had a reminder gone twice, it would be here by now.
    await call(second.baseUrl, `/api/tenancies/${tenancyId}/notice`, tenant.token, {});
    await until(() => subjects.includes('Notice was given: your home on Gruha'), 'the notice email after the restart');
    expect(count('Rent overdue: your home on Gruha')).toBe(2);
    expect(count('Rent due today: your home on Gruha')).toBe(1);
  });
});
