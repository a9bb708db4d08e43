import { describe, expect, it } from 'vitest';
import { formatDealDate, phoneText } from './deal-format.ts';

describe('formatDealDate', () => {
  it('shows a calendar date as DD/MM/YYYY without shifting the day', () => {
    expect(formatDealDate('2026-02-03')).toBe('03/02/2026');
  });

  it("shows an instant on India's calendar", () => {
    // 20:00 UTC is already the next day in Hyderabad.
    expect(formatDealDate('2026-11-21T20:00:00.000Z')).toBe('22/11/2026');
  });

  it('shows a dash when there is no date', () => {
    expect(formatDealDate(null)).toBe('—');
  });
});

describe('phoneText', () => {
  it('says N/A for a phone the server withheld', () => {
    expect(phoneText(null)).toBe('N/A');
    expect(phoneText('9848012345')).toBe('9848012345');
  });
});
