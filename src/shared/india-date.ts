// Deals record calendar dates as people in Hyderabad see them, whatever the server's time zone.
// Made on first use: building a formatter loads its locale and zone data, a few milliseconds that every
// page's first script would otherwise pay before it can take the page over.
let indiaClock: Intl.DateTimeFormat | undefined;

/** India's time is UTC+05:30 all year: it has no daylight saving (startOfIndiaDay counts on it too). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The Asia/Kolkata calendar date of an instant, as YYYY-MM-DD. */
export function indiaDateOf(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India date (YYYY-MM-DD) begins. */
export function startOfIndiaDay(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** Today in India, as YYYY-MM-DD. */
export function todayInIndia(): string {
  return indiaDateOf(new Date());
}

/** The Asia/Kolkata wall-clock time of an instant, as [hours 0-23, minutes]. */
export function indiaTimeOf(instant: Date): [number, number] {
  indiaClock ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const [hours = 0, minutes = 0] = indiaClock.format(instant).split(':').map(Number);
  return [hours, minutes];
}
