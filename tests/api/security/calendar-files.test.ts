// Every calendar invitation Gruha sends, read back by a real iCalendar parser: a listing title or a
// name carrying line breaks, a property of its own, commas or backslashes stays inside its property.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { deliver, deliveredEmails, outboxOf } from '../alerts/mail.ts';
import { act } from '../conversations/talk.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';

const HOSTILE_TITLES = [
  'Flat\rURL:http://evil.example/pay-deposit',
  'Flat\nATTACH:http://evil.example/x\r\nEND:VEVENT',
  'Flat\r\n ORGANIZER:mailto:evil@example.com',
  'Flat, 2 BHK; C:\\temp\\ east-facing',
];

let t: TestApp;
let outbox: Outbox;
let owner: TestUser;
let hunter: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'visit-request=100,visit-answer=100' });
  outbox = outboxOf(t);
  owner = await t.createUser({ firstName: 'Olga\rURL:http://evil.example' });
  hunter = await t.createUser({ firstName: 'Hari' });
}, 60_000);
afterAll(async () => {
  await outbox.close();
  await t.close();
});

/** A date three days ahead in Hyderabad, inside the every-day window each listing offers. */
const date = () => new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** A visit on a listing with the title, confirmed once directly and once after another time is proposed. */
async function confirmVisits(title: string) {
  const slots = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, starts: '10:00', ends: '18:00' }));
  for (const answer of ['accept', 'propose'] as const) {
    const listing = await insertProperty(t, owner.id, { title });
    expect((await act(t, owner, `/api/properties/${listing.id}/visit-slots`, { slots }, 'PUT')).statusCode).toBe(200);
    const asked = await act(t, hunter, `/api/properties/${listing.id}/visits`, { date: date(), time: '11:00' });
    expect(asked.statusCode).toBe(201);
    const url = `/api/visits/${asked.json().data.visitId}/actions`;
    if (answer === 'propose') {
      expect((await act(t, owner, url, { action: 'propose', date: date(), time: '15:00' })).statusCode).toBe(200);
      expect((await act(t, hunter, url, { action: 'accept' })).statusCode).toBe(200);
    } else {
      expect((await act(t, owner, url, { action: 'accept' })).statusCode).toBe(200);
    }
  }
}

describe('calendar invitations', () => {
  it('carry one property per line, whatever the title or name holds, read back by a real parser', async () => {
    const before = await deliveredEmails(t);
    for (const title of HOSTILE_TITLES) await confirmVisits(title);
    const invitations = (await deliver(t, outbox, before)).flatMap((d) => d.mail.attachments.filter((a) => a.filename === 'visit.ics'));
    // Two people are told of each of two confirmed visits per title.
    expect(invitations).toHaveLength(HOSTILE_TITLES.length * 4);
    const summaries = new Set<string>();
    for (const invitation of invitations) {
      const ics = invitation.content.toString('utf8');
      expect(ics.endsWith('\r\n')).toBe(true);
      for (const line of ics.slice(0, -2).split('\r\n')) {
        expect(line).not.toMatch(/[\r\n]/);
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      }
      const calendar = new ICAL.Component(ICAL.parse(ics));
      const events = calendar.getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      const event = events[0]!;
      expect(event.getAllProperties().map((p) => p.name)).toEqual([
        'uid',
        'sequence',
        'dtstamp',
        'dtstart',
        'dtend',
        'summary',
        'location',
        'description',
        'url',
        'status',
      ]);
      expect(String(event.getFirstPropertyValue('url'))).toBe(`${t.config.siteOrigin}/visits`);
      summaries.add(String(event.getFirstPropertyValue('summary')));
      expect(String(event.getFirstPropertyValue('description'))).toContain('Olga\nURL:http://evil.example');
    }
    expect([...summaries].sort()).toEqual(HOSTILE_TITLES.map((title) => `Home visit: ${title.replace(/\r\n|\r/g, '\n')}`).sort());
  });
});
