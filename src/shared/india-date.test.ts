// India's calendar date of an instant: it turns at 18:30 UTC, and agrees with the time-zone database's
// Asia/Kolkata on every hour of the years people deal in.
import { describe, expect, it } from 'vitest';
import { indiaDateOf, startOfIndiaDay } from './india-date.ts';

describe('the India date of an instant', () => {
  it('turns at midnight in India, 18:30 UTC', () => {
    expect(indiaDateOf(new Date('2026-11-29T18:29:59.999Z'))).toBe('2026-11-29');
    expect(indiaDateOf(new Date('2026-11-29T18:30:00.000Z'))).toBe('2026-11-30');
    expect(indiaDateOf(startOfIndiaDay('2027-01-01'))).toBe('2027-01-01');
  });

  it("agrees with the time-zone database's Asia/Kolkata", () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    const differing: string[] = [];
    // Every 7 h 17 min over forty years: each hour and most minutes of the day are met.
    for (let at = Date.UTC(2000, 0, 1); at < Date.UTC(2040, 0, 1); at += 437 * 60_000) {
      const instant = new Date(at);
      if (indiaDateOf(instant) !== zone.format(instant)) differing.push(instant.toISOString());
    }
    expect(differing).toEqual([]);
  });
});
