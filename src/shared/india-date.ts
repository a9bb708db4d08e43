// Deals record calendar dates as people in Hyderabad see them, whatever the server's time zone.
const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Asia/Kolkata calendar date of an instant, as YYYY-MM-DD. */
export function indiaDateOf(instant: Date): string {
  return indiaDate.format(instant);
}

/** Today in India, as YYYY-MM-DD. */
export function todayInIndia(): string {
  return indiaDateOf(new Date());
}
