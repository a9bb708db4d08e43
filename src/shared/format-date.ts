// The one place dates are written for people (DD/MM/YYYY or '1 Dec 2026'), on Hyderabad's calendar and clock, assembled by hand so no browser or server locale can
// turn a date into 12/1/2026.
import { indiaDateOf, indiaTimeOf } from './india-date.ts';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
// India's English writes September short as 'Sept'.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** A calendar date as it stands, an instant as Hyderabad's date: [year, month, day], or null when unreadable. */
function indiaDayOf(value: string | null | undefined): [string, string, string] | null {
  if (!value) return null;
  const isCalendarDate = CALENDAR_DATE.test(value);
  const instant = new Date(value);
  if (!isCalendarDate && Number.isNaN(instant.getTime())) return null;
  const [year = '', month = '', day = ''] = (isCalendarDate ? value : indiaDateOf(instant)).split('-');
  return [year, month, day];
}

/** '2026-03-07' or an ISO instant -> '07/03/2026'; null or unreadable -> null. */
export function formatDate(value: string | null | undefined): string | null {
  const parts = indiaDayOf(value);
  if (!parts) return null;
  const [year, month, day] = parts;
  return `${day}/${month}/${year}`;
}

/** '2026-03-07' or an ISO instant -> '7 Mar 2026', for sentences and tables; null or unreadable -> null. */
export function formatLongDate(value: string | null | undefined): string | null {
  const parts = indiaDayOf(value);
  if (!parts) return null;
  const [year, month, day] = parts;
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** An ISO instant -> '7 Mar, 3:05 pm' in Hyderabad (this year's notices); unreadable -> null. */
export function formatDayAndTime(value: string): string | null {
  const parts = indiaDayOf(value);
  if (!parts || CALENDAR_DATE.test(value)) return null;
  const [, month, day] = parts;
  const [hours, minutes] = indiaTimeOf(new Date(value));
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${Number(day)} ${MONTHS[Number(month) - 1]}, ${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** An ISO instant -> '07/03/2026, 3:05 pm' in Hyderabad, for a screen whose dates read DD/MM/YYYY; unreadable -> null. */
export function formatDateAndTime(value: string): string | null {
  const date = CALENDAR_DATE.test(value) ? null : formatDate(value);
  if (!date) return null;
  const [hours, minutes] = indiaTimeOf(new Date(value));
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${date}, ${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}
