import { describe, expect, it } from 'vitest';
import { visitCalendar } from './ics.ts';

const visit = {
  uid: 'visit-7@gruha.test',
  startsAt: new Date('2026-12-05T05:00:00Z'),
  endsAt: new Date('2026-12-05T05:30:00Z'),
  summary: 'Visit: 3 BHK, lake view; east-facing',
  location: 'Gachibowli, Hyderabad',
  description: `Line one\nLine two ${'x'.repeat(120)}`,
  url: 'https://gruha.test/visits',
  sequence: 0,
};

describe('visitCalendar', () => {
  const ics = visitCalendar(visit, new Date('2026-11-27T10:00:00Z'));

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

  it('folds long lines at 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n x');
  });
});
