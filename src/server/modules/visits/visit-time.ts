// Visit times are Hyderabad wall-clock times (India has one offset, +05:30, and no daylight saving),
// stored as instants. A requested time must fall inside one of the poster's windows.
import { indiaDateOf, indiaTimeOf } from '#shared/india-date.ts';
import { minutesOf, VISIT_MINUTES, type TVisitSlot } from '#shared/contracts/visit.ts';

export const indiaInstant = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/** 0 Sunday ... 6 Saturday, of a calendar date. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export const isRealDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
};

export function fitsSlot(slot: Pick<TVisitSlot, 'weekday' | 'date' | 'starts' | 'ends'>, date: string, time: string): boolean {
  const onDay = slot.date !== null ? slot.date === date : slot.weekday === weekdayOf(date);
  const start = minutesOf(time);
  return onDay && start >= minutesOf(slot.starts) && start + VISIT_MINUTES <= minutesOf(slot.ends);
}

export const endOf = (startsAt: Date) => new Date(startsAt.getTime() + VISIT_MINUTES * 60_000);

/** 18:00 in Hyderabad on the day before the visit: when its reminder goes. */
export function eveningBefore(startsAt: Date): Date {
  const day = indiaInstant(indiaDateOf(startsAt), '18:00');
  return new Date(day.getTime() - 24 * 3600_000);
}

/** '5 Dec 2026, 10:30 am' as people in Hyderabad read it. */
export function formatVisitTime(at: Date): string {
  const [year, month = 1, day] = indiaDateOf(at).split('-').map(Number);
  const [hours, minutes] = indiaTimeOf(at);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${day} ${months[month - 1] ?? ''} ${year}, ${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}
