// The one date format of the product (DESIGN.md; issue 19 point 4): DD/MM/YYYY on Hyderabad's
// calendar, assembled by hand so no browser or server locale can turn it into 12/1/2026.
import { indiaDateOf } from './india-date.ts';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** '2026-03-07' or an ISO instant -> '07/03/2026'; null or unreadable -> null. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const isCalendarDate = CALENDAR_DATE.test(value);
  const instant = new Date(value);
  if (!isCalendarDate && Number.isNaN(instant.getTime())) return null;
  const [year, month, day] = (isCalendarDate ? value : indiaDateOf(instant)).split('-');
  return `${day}/${month}/${year}`;
}
