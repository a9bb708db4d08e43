import { describe, expect, it } from 'vitest';
import { lastQuarters } from './quarters.ts';

describe('last quarters', () => {
  it('ends with the quarter of the day and goes back across a year end', () => {
    expect(lastQuarters('2026-02-14', 3)).toEqual([
      { start: '2025-07-01', label: 'Jul–Sept 2025', isCurrent: false },
      { start: '2025-10-01', label: 'Oct–Dec 2025', isCurrent: false },
      { start: '2026-01-01', label: 'Jan–Mar 2026', isCurrent: true },
    ]);
  });

  it('puts the last day of a quarter in that quarter', () => {
    expect(lastQuarters('2026-12-31', 1)[0]).toEqual({ start: '2026-10-01', label: 'Oct–Dec 2026', isCurrent: true });
    expect(lastQuarters('2026-04-01', 1)[0]!.start).toBe('2026-04-01');
  });
});
