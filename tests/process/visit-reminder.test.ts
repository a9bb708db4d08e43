// A confirmed visit's reminder is an outbox job written with the confirmation: a server killed before
// it is due (SIGKILL: nothing runs) sends it after it starts again, to both people, once.
import path from 'node:path';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { makePoster, postListing } from './api-client.ts';
import { newStore, serve } from './resources.ts';
import { storeKinds, type Store } from './stores.ts';
import { startSubjectInbox, until, type SubjectInbox } from './subject-inbox.ts';

let inbox: SubjectInbox | null = null;
afterEach(async () => {
  await inbox?.close();
  inbox = null;
});

async function call(baseUrl: string, url: string, token: string, body: unknown, method = 'POST') {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: Record<string, number> };
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer.data;
}

/** The evening before comes while the server is down: its job's time is moved to now. */
async function makeReminderDue(store: Store) {
  const database = await openDatabase(store.databaseUrl ? { url: store.databaseUrl } : { dataDir: path.join(store.dataDir, 'db') });
  await database.db.execute(sql`update outbox set run_at = now() where kind = 'visit-reminder'`);
  await database.close();
}

describe.each(storeKinds)('visit reminders across a SIGKILL (%s database)', (kind) => {
  it('sends the reminder queued before the kill after the restart, once to each side', async () => {
    inbox = startSubjectInbox();
    const smtpUrl = await inbox.listen();
    const store = await newStore(kind);
    const first = await serve(store, { SMTP_URL: smtpUrl, OUTBOX_WORKER: 'false' });
    const poster = await makePoster(first.baseUrl);
    const hunter = await makePoster(first.baseUrl);
    const title = `Visit reminder home ${crypto.randomUUID()}`;
    const listing = await postListing(first.baseUrl, poster, title);
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, starts: '09:00', ends: '18:00' }));
    await call(first.baseUrl, `/api/properties/${listing.id!}/visit-slots`, poster.token, { slots: everyDay }, 'PUT');
    const date = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const { visitId, conversationId } = await call(first.baseUrl, `/api/properties/${listing.id!}/visits`, hunter.token, { date, time: '10:00' });
    await call(first.baseUrl, `/api/visits/${visitId}/actions`, poster.token, { action: 'accept' });
    first.signal('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(inbox.subjects).toEqual([]);

    await makeReminderDue(store);
    const second = await serve(store, { SMTP_URL: smtpUrl });
    const subjects = inbox.subjects;
    const reminders = () => subjects.filter((s) => s.startsWith('Reminder: your visit to ') && s.endsWith(`(#${listing.id!}) tomorrow`));
    await until(() => reminders().length >= 2, 'the reminders queued before the kill');
    // A message written after them arrives after them: had a reminder been due again, it would be here twice by now.
    await call(second.baseUrl, `/api/conversations/${conversationId}/messages`, hunter.token, { text: 'See you then' });
    await until(() => subjects.some((s) => s.startsWith('You have a new message about ')), 'the message email after the restart');
    expect(reminders()).toHaveLength(2);
    expect(subjects.filter((s) => s.startsWith('Visit confirmed: ') && s.includes(`(#${listing.id!}) on `))).toHaveLength(2);
  });
});
