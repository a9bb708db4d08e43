import { describe, expect, it } from 'vitest';
import { upcomingVisitTimes } from './visit-times.ts';

// Monday 2026-11-30, 11:10 in Hyderabad.
const now = new Date('2026-11-30T11:10:00+05:30');

describe('upcomingVisitTimes', () => {
  it('offers every half hour a visit fits in a window, from now on, over two weeks', () => {
    const days = upcomingVisitTimes([{ weekday: 1, date: null, starts: '10:00', ends: '12:30' }], now);
    expect(days.map((d) => d.date)).toEqual(['2026-11-30', '2026-12-07']);
    expect(days[0]!.times).toEqual(['11:30', '12:00']);
    expect(days[1]!.times).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);
  });

  it('takes a dated window on its day only, and none in the past', () => {
    const days = upcomingVisitTimes(
      [
        { weekday: null, date: '2026-12-02', starts: '17:00', ends: '18:00' },
        { weekday: null, date: '2026-11-29', starts: '17:00', ends: '18:00' },
      ],
      now,
    );
    expect(days).toEqual([{ date: '2026-12-02', times: ['17:00', '17:30'] }]);
  });
});
