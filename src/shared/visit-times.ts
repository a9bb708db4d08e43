// The visit times a hunter may pick: every half hour a visit fits in the poster's windows, over the
// next two weeks (Hyderabad time), from now on. A free date and time field let people pick times no
// window holds, which the server then refused.
import { minutesOf, VISIT_MINUTES, type TVisitSlot } from './contracts/visit.ts';

export const PICKABLE_DAYS = 14;

export type VisitDay = { date: string; times: string[] };

const DAY_MS = 86_400_000;
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function upcomingVisitTimes(slots: Pick<TVisitSlot, 'weekday' | 'date' | 'starts' | 'ends'>[], now: Date): VisitDay[] {
  const days: VisitDay[] = [];
  for (let i = 0; i < PICKABLE_DAYS; i++) {
    const date = new Date(now.getTime() + i * DAY_MS).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const times = new Set<string>();
    for (const slot of slots) {
      if (slot.date !== null ? slot.date !== date : slot.weekday !== weekday) continue;
      for (let m = minutesOf(slot.starts); m + VISIT_MINUTES <= minutesOf(slot.ends); m += VISIT_MINUTES) {
        if (new Date(`${date}T${hhmm(m)}:00+05:30`).getTime() > now.getTime()) times.add(hhmm(m));
      }
    }
    if (times.size > 0) days.push({ date, times: [...times].sort() });
  }
  return days;
}
