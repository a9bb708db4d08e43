// Dates as Indians write them (DESIGN.md): DD/MM/YYYY, on the calendar of Hyderabad.
import { indiaDateOf } from '../../../../shared/india-date.ts';

/** '2026-03-07' or an ISO instant -> '07/03/2026'; null or unreadable -> null. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const isCalendarDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const instant = new Date(value);
  if (!isCalendarDate && Number.isNaN(instant.getTime())) return null;
  const [year, month, day] = (isCalendarDate ? value : indiaDateOf(instant)).split('-');
  return `${day}/${month}/${year}`;
}
