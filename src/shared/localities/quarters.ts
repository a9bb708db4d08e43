// Calendar quarters on Hyderabad's calendar, for a locality's prices over time: the current one
// (still running) and the ones before it.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

export type Quarter = { start: string; label: string; isCurrent: boolean };

/** The quarter a YYYY-MM-DD date falls in and the `count - 1` before it, oldest first. */
export function lastQuarters(today: string, count: number): Quarter[] {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const current = year * 4 + Math.floor((month - 1) / 3);
  return Array.from({ length: count }, (_, index) => {
    const quarter = current - (count - 1 - index);
    const startYear = Math.floor(quarter / 4);
    const startMonth = (quarter % 4) * 3;
    return {
      start: `${startYear}-${String(startMonth + 1).padStart(2, '0')}-01`,
      label: `${MONTHS[startMonth] ?? ''}–${MONTHS[startMonth + 2] ?? ''} ${startYear}`,
      isCurrent: index === count - 1,
    };
  });
}
