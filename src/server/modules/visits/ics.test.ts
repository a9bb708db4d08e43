import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { visitCalendar, type CalendarVisit } from './ics.ts';

const visit: CalendarVisit = {
  uid: 'visit-7@gruha.test',
  startsAt: new Date('2026-12-05T05:00:00Z'),
  endsAt: new Date('2026-12-05T05:30:00Z'),
  summary: 'Visit: 3 BHK, lake view; east-facing',
  location: 'Gachibowli, Hyderabad',
  description: `Line one\nLine two ${'x'.repeat(120)}`,
  url: 'https://gruha.test/visits',
  sequence: 0,
};
const NOW = new Date('2026-11-27T10:00:00Z');

/** The event as a real parser reads it: its properties by name, in order. */
function parsedEvent(ics: string) {
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return { names: event.getAllProperties().map((p) => p.name), text: (name: string) => String(event.getFirstPropertyValue(name)) };
}

describe('visitCalendar', () => {
  const ics = visitCalendar(visit, NOW);

  it('holds one event at the visit time in UTC', () => {
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toContain('DTSTART:20261205T050000Z\r\n');
    expect(ics).toContain('DTEND:20261205T053000Z\r\n');
    expect(ics).toContain('UID:visit-7@gruha.test\r\n');
  });

  it('escapes commas, semicolons and line breaks in text', () => {
    expect(ics).toContain('SUMMARY:Visit: 3 BHK\\, lake view\\; east-facing\r\n');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two');
  });

  it('folds long lines at 75 octets, never inside a character', () => {
    const long = visitCalendar({ ...visit, summary: `घर ${'₹'.repeat(60)} visit` }, NOW);
    for (const text of [ics, long]) {
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    expect(ics).toContain('\r\n x');
    expect(parsedEvent(long).text('summary')).toBe(`घर ${'₹'.repeat(60)} visit`);
  });

  it.each([
    ['a lone CR', 'Flat\rURL:http://evil.example/pay-deposit', 'Flat\nURL:http://evil.example/pay-deposit'],
    ['a lone LF', 'Flat\nATTACH:http://evil.example/x', 'Flat\nATTACH:http://evil.example/x'],
    ['CRLF and a folded-looking space', 'Flat\r\n URL:http://evil.example', 'Flat\n URL:http://evil.example'],
    ['backslashes, commas and semicolons', 'C:\\n\\; a, b; c', 'C:\\n\\; a, b; c'],
    ['other controls and Unicode line separators', 'Flat\u0000\u000b\u001b\u2028URL:x', 'FlatURL:x'],
  ])('keeps %s inside SUMMARY, read back by a real parser', (_, summary, readBack) => {
    const hostile = visitCalendar({ ...visit, summary, description: summary, location: summary }, NOW);
    for (const line of hostile.slice(0, -2).split('\r\n')) expect(line).not.toMatch(/[\r\n]/);
    const event = parsedEvent(hostile);
    expect(event.names).toEqual(['uid', 'sequence', 'dtstamp', 'dtstart', 'dtend', 'summary', 'location', 'description', 'url', 'status']);
    expect(event.text('summary')).toBe(readBack);
    expect(event.text('url')).toBe('https://gruha.test/visits');
  });
});
