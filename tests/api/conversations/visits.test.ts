// Visits through the API: windows a poster offers, a request inside one, accept / decline / propose /
// cancel by the right side, the 24-hour expiry (an outbox job), the kept history, the confirmation
// email with its calendar invitation and the reminder job, marking a visit done or reporting it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { deliver, deliveredEmails, outboxOf } from '../alerts/mail.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { act, emailOf, read, reportedConversations } from './talk.ts';

let t: TestApp;
let outbox: Outbox;
let owner: TestUser;
let hunter: TestUser;
let admin: TestUser;

/** A date some days ahead, as YYYY-MM-DD in Hyderabad, and its weekday. */
function daysAhead(days: number) {
  const date = new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return { date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
}

beforeAll(async () => {
  t = await buildTestApp();
  outbox = outboxOf(t);
  owner = await t.createUser({ firstName: 'Olga' });
  hunter = await t.createUser({ firstName: 'Hari' });
  admin = await t.createUser({ role: 'ADMIN', firstName: 'Adi' });
}, 60_000);
afterAll(async () => {
  await outbox.close();
  await t.close();
});

async function listingWithWindow() {
  const listing = await insertProperty(t, owner.id);
  const { weekday } = daysAhead(3);
  const saved = await act(t, owner, `/api/properties/${listing.id}/visit-slots`, { slots: [{ weekday, starts: '10:00', ends: '13:00' }] }, 'PUT');
  expect(saved.statusCode).toBe(200);
  return listing;
}

async function requested(time = '10:30') {
  const listing = await listingWithWindow();
  const res = await act(t, hunter, `/api/properties/${listing.id}/visits`, { date: daysAhead(3).date, time, note: 'With my parents' });
  expect(res.statusCode).toBe(201);
  return { listing, visitId: res.json().data.visitId as number };
}

const myVisit = async (person: TestUser, id: number) => {
  const { upcoming, past } = (await read(t, person, '/api/visits')).json().data;
  return [...upcoming, ...past].find((v: { id: number }) => v.id === id);
};

describe('visit windows', () => {
  it('are offered by the poster only and shown to anyone, with the visit count to the poster', async () => {
    const listing = await insertProperty(t, owner.id);
    const body = {
      slots: [
        { weekday: 6, starts: '10:00', ends: '13:00' },
        { date: daysAhead(5).date, starts: '17:00', ends: '18:00' },
      ],
    };
    expect((await act(t, hunter, `/api/properties/${listing.id}/visit-slots`, body, 'PUT')).statusCode).toBe(403);
    expect((await act(t, owner, `/api/properties/${listing.id}/visit-slots`, body, 'PUT')).statusCode).toBe(200);
    const seen = (await read(t, null, `/api/properties/${listing.id}/visit-slots`)).json().data;
    expect(seen.slots).toHaveLength(2);
    expect(seen.slots).toContainEqual(expect.objectContaining({ weekday: 6, date: null, starts: '10:00', ends: '13:00' }));
    expect(seen.poster).toBeNull();
    expect((await read(t, owner, `/api/properties/${listing.id}/visit-slots`)).json().data.poster).toEqual({
      phoneVisibility: 'show',
      visitCount: 0,
    });
  });

  it('refuse a window without a day or too short, naming the field', async () => {
    const listing = await insertProperty(t, owner.id);
    const res = await act(t, owner, `/api/properties/${listing.id}/visit-slots`, { slots: [{ starts: '10:00', ends: '10:15', weekday: 1 }] }, 'PUT');
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().errors)).toContain('A window must end at least 30 minutes after it starts');
  });

  it('refuse the same window twice, or one overlapping another on the same day, naming it and keeping the windows offered', async () => {
    const listing = await listingWithWindow();
    const date = daysAhead(5).date;
    for (const slots of [
      [
        { weekday: 2, starts: '10:00', ends: '12:00' },
        { weekday: 2, starts: '10:00', ends: '12:00' },
      ],
      [
        { date, starts: '17:00', ends: '19:00' },
        { weekday: 2, starts: '10:00', ends: '12:00' },
        { date, starts: '18:00', ends: '20:00' },
      ],
    ]) {
      const res = await act(t, owner, `/api/properties/${listing.id}/visit-slots`, { slots }, 'PUT');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        [`slots.${slots.length - 1}.starts`]: 'This window overlaps another on the same day: offer each time once',
      });
    }
    expect((await read(t, null, `/api/properties/${listing.id}/visit-slots`)).json().data.slots).toHaveLength(1);
    const apart = [
      { weekday: 2, starts: '10:00', ends: '12:00' },
      { weekday: 2, starts: '12:00', ends: '13:00' },
      { weekday: 3, starts: '10:00', ends: '12:00' },
    ];
    expect((await act(t, owner, `/api/properties/${listing.id}/visit-slots`, { slots: apart }, 'PUT')).statusCode).toBe(200);
  });
});

describe('asking for a visit', () => {
  it('accepts a time inside a window and refuses one outside, in the past, or a second one', async () => {
    const listing = await listingWithWindow();
    const outside = await act(t, hunter, `/api/properties/${listing.id}/visits`, { date: daysAhead(3).date, time: '12:45' });
    expect(outside.json()).toMatchObject({ message: 'Please pick a time inside one of the windows the poster offers' });
    const past = await act(t, hunter, `/api/properties/${listing.id}/visits`, { date: daysAhead(-7).date, time: '10:30' });
    expect(past.json().errors).toHaveProperty('date', 'Please pick a time in the future');
    const ok = await act(t, hunter, `/api/properties/${listing.id}/visits`, { date: daysAhead(3).date, time: '10:30' });
    expect(ok.statusCode).toBe(201);
    const second = await act(t, hunter, `/api/properties/${listing.id}/visits`, { date: daysAhead(3).date, time: '11:00' });
    expect(second.statusCode).toBe(409);
    const visit = await myVisit(owner, ok.json().data.visitId);
    expect(visit).toMatchObject({ status: 'requested', role: 'poster', otherName: 'Hari user', actions: ['accept', 'decline', 'propose'] });
    expect(new Date(visit.startsAt).toISOString()).toBe(new Date(`${daysAhead(3).date}T10:30:00+05:30`).toISOString());
  });
});

describe('answering', () => {
  it('lets only the poster accept a request; the confirmation emails both with a calendar invitation and queues a reminder', async () => {
    const { visitId, listing } = await requested();
    expect((await act(t, hunter, `/api/visits/${visitId}/actions`, { action: 'accept' })).statusCode).toBe(409);
    const before = await deliveredEmails(t);
    const accepted = await act(t, owner, `/api/visits/${visitId}/actions`, { action: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(await myVisit(hunter, visitId)).toMatchObject({ status: 'confirmed', actions: ['cancel'] });

    const emails = (await deliver(t, outbox, before)).filter((d) =>
      d.mail.subject?.startsWith(`Visit confirmed: 3 BHK Apartment in Gachibowli (#${listing.id}) on `),
    );
    expect(emails.map((d) => d.mail.to && 'text' in d.mail.to && d.mail.to.text).sort()).toEqual([emailOf(owner), emailOf(hunter)].sort());
    for (const { mail } of emails) {
      const invitation = mail.attachments.find((a) => a.filename === 'visit.ics');
      expect(invitation?.contentType).toBe('text/calendar');
      const ics = invitation!.content.toString();
      expect(ics).toContain(`UID:visit-${visitId}@`);
      expect(ics).toContain(`DTSTART:${new Date(`${daysAhead(3).date}T10:30:00+05:30`).toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
    }
    const reminders = (await t.database.db.execute(
      sql`select run_at as "runAt" from outbox where kind = 'visit-reminder' and (payload->>'visitId')::int = ${visitId}`,
    )) as unknown as { rows: { runAt: string }[] };
    expect(reminders.rows).toHaveLength(1);
    expect(new Date(reminders.rows[0]!.runAt).toISOString()).toBe(new Date(`${daysAhead(2).date}T18:00:00+05:30`).toISOString());
  });

  it('keeps every state in the history: a proposal, its acceptance by the hunter, a cancellation', async () => {
    const { visitId } = await requested();
    const proposal = await act(t, owner, `/api/visits/${visitId}/actions`, {
      action: 'propose',
      date: daysAhead(4).date,
      time: '16:00',
      note: 'Saturday is taken',
    });
    expect(proposal.statusCode).toBe(200);
    expect(await myVisit(hunter, visitId)).toMatchObject({ status: 'proposed', actions: ['accept', 'decline'] });
    expect((await act(t, hunter, `/api/visits/${visitId}/actions`, { action: 'accept' })).statusCode).toBe(200);
    expect((await act(t, hunter, `/api/visits/${visitId}/actions`, { action: 'cancel', note: 'Found another home' })).statusCode).toBe(200);
    const visit = await myVisit(owner, visitId);
    expect(visit.status).toBe('cancelled');
    expect(visit.history.map((h: { status: string; byName: string; note: string | null }) => [h.status, h.byName, h.note])).toEqual([
      ['requested', 'Hari user', 'With my parents'],
      ['proposed', 'Olga user', 'Saturday is taken'],
      ['confirmed', 'Hari user', null],
      ['cancelled', 'Hari user', 'Found another home'],
    ]);
  });

  it('expires a request not answered within 24 hours, through its outbox job', async () => {
    const { visitId } = await requested();
    await outbox.worker.drain();
    expect((await myVisit(hunter, visitId)).status).toBe('requested');
    // A day passes: the request's answer time and its job's time are moved back together.
    await t.database.db.execute(sql`update visits set expires_at = expires_at - interval '25 hours' where id = ${visitId}`);
    await t.database.db.execute(
      sql`update outbox set run_at = run_at - interval '25 hours', payload = jsonb_set(payload, '{expiresAt}', to_jsonb((select to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from visits where id = ${visitId})))
          where kind = 'visit-expire' and (payload->>'visitId')::int = ${visitId}`,
    );
    await outbox.worker.drain();
    const visit = await myVisit(owner, visitId);
    expect(visit).toMatchObject({ status: 'expired', actions: [] });
    expect(visit.history.at(-1)).toMatchObject({ status: 'expired', byName: null });
    expect((await act(t, owner, `/api/visits/${visitId}/actions`, { action: 'accept' })).statusCode).toBe(409);
  });

  it('lets the hunter mark a visit done or report a problem after it, which counts the visit and reaches the admins', async () => {
    const { visitId, listing } = await requested();
    await act(t, owner, `/api/visits/${visitId}/actions`, { action: 'accept' });
    expect((await act(t, hunter, `/api/visits/${visitId}/actions`, { action: 'done' })).statusCode).toBe(409);
    await t.database.db.execute(
      sql`update visits set starts_at = now() - interval '2 hours', ends_at = now() - interval '90 minutes' where id = ${visitId}`,
    );
    expect((await read(t, owner, `/api/properties/${listing.id}/visit-slots`)).json().data.poster.visitCount).toBe(1);
    expect((await act(t, hunter, `/api/visits/${visitId}/actions`, { action: 'problem', reason: 'Asked for a visit fee' })).statusCode).toBe(200);
    const [report] = await reportedConversations(t, admin, listing.id);
    expect(report).toMatchObject({ visitId, reporterName: 'Hari user', reportedName: 'Olga user', reason: 'Asked for a visit fee' });
    expect((await read(t, hunter, '/api/admin/moderation')).statusCode).toBe(403);
  });

  it('answers 404 to anyone not in the visit', async () => {
    const { visitId } = await requested();
    const stranger = await t.createUser({ firstName: 'Stan' });
    expect((await act(t, stranger, `/api/visits/${visitId}/actions`, { action: 'cancel' })).statusCode).toBe(404);
    expect(await myVisit(stranger, visitId)).toBeUndefined();
  });
});
