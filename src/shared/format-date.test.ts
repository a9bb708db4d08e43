import { describe, expect, it } from 'vitest';
import { formatDate, formatDateAndTime, formatDayAndTime, formatLongDate } from './format-date.ts';

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

describe('formatLongDate', () => {
  it('writes a date as day, short month and year', () => {
    expect(formatLongDate('2026-03-07')).toBe('7 Mar 2026');
    expect(formatLongDate('2026-12-01T04:00:00.000Z')).toBe('1 Dec 2026');
  });
  it("reads instants on Hyderabad's calendar", () => {
    expect(formatLongDate('2026-03-06T20:00:00.000Z')).toBe('7 Mar 2026');
  });
  it('gives null for nothing or nonsense', () => {
    expect(formatLongDate(undefined)).toBeNull();
    expect(formatLongDate('soon')).toBeNull();
  });
});

describe('formatDayAndTime', () => {
  it("writes an instant as Hyderabad's day and clock", () => {
    // 09:35 UTC is 15:05 in India; 18:45 UTC is 00:15 the next day.
    expect(formatDayAndTime('2026-03-07T09:35:00.000Z')).toBe('7 Mar, 3:05 pm');
    expect(formatDayAndTime('2026-03-06T18:45:00.000Z')).toBe('7 Mar, 12:15 am');
    expect(formatDayAndTime('2026-03-07T06:30:00.000Z')).toBe('7 Mar, 12:00 pm');
  });
  it('gives null for a calendar date or nonsense', () => {
    expect(formatDayAndTime('2026-03-07')).toBeNull();
    expect(formatDayAndTime('soon')).toBeNull();
  });
});

describe('formatDateAndTime', () => {
  it("writes an instant as Hyderabad's DD/MM/YYYY date and clock", () => {
    expect(formatDateAndTime('2026-03-06T18:45:00.000Z')).toBe('07/03/2026, 12:15 am');
    expect(formatDateAndTime('2026-03-07T09:35:00.000Z')).toBe('07/03/2026, 3:05 pm');
  });
  it('gives null for a calendar date or nonsense', () => {
    expect(formatDateAndTime('2026-03-07')).toBeNull();
    expect(formatDateAndTime('soon')).toBeNull();
  });
});
