import { describe, expect, it } from 'vitest';
import { parseDisplayDate } from './date-input.tsx';

describe('parseDisplayDate', () => {
  it('reads the day first, as people in India write dates', () => {
    expect(parseDisplayDate('01/12/2026')).toBe('2026-12-01');
    expect(parseDisplayDate('1/2/2027')).toBe('2027-02-01');
    expect(parseDisplayDate(' 31-12-2026 ')).toBe('2026-12-31');
    expect(parseDisplayDate('05.06.2026')).toBe('2026-06-05');
  });
  it('accepts the YYYY-MM-DD a picker or a paste gives', () => {
    expect(parseDisplayDate('2026-12-01')).toBe('2026-12-01');
  });
  it('refuses days that do not exist and anything else', () => {
    expect(parseDisplayDate('31/02/2026')).toBeNull();
    expect(parseDisplayDate('12/31/2026')).toBeNull();
    expect(parseDisplayDate('soon')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });
});
