import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it('writes calendar dates as DD/MM/YYYY', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
  });
  it("reads instants on Hyderabad's calendar", () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(formatDate('2026-03-06T20:00:00.000Z')).toBe('07/03/2026');
  });
  it('gives null for nothing or nonsense', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('soon')).toBeNull();
  });
});
