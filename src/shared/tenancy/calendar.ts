// Calendar dates (YYYY-MM-DD) for the tenancy rules: months, their days, and India's tax year (April to March).
import { addDays, addMonths } from '../agreement/rules.ts';

export { addDays, addMonths };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** '2026-04' -> 'April 2026' */
export function periodLabel(period: string): string {
  const [year = '', month = '1'] = period.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

/** The day `day` of a period's month, or its last day when the month is shorter. */
export function dayOfPeriod(period: string, day: number): string {
  const [year = 0, month = 1] = period.split('-').map(Number);
  return `${period}-${String(Math.min(day, daysInMonth(year, month))).padStart(2, '0')}`;
}

export const periodOf = (date: string) => date.slice(0, 7);

export function nextPeriod(period: string): string {
  return addMonths(`${period}-01`, 1).slice(0, 7);
}

/** The tax year a date falls in, by the year it starts: 2027-02-10 -> 2026 (April 2026 to March 2027). */
export function financialYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
}

export const financialYearRange = (year: number) => ({ from: `${year}-04-01`, to: `${year + 1}-03-31` });

/** '2026-27' */
export const financialYearLabel = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

export const laterOf = (a: string, b: string) => (a > b ? a : b);
export const earlierOf = (a: string, b: string) => (a < b ? a : b);
