// The dues a tenancy's terms draw: one per calendar month from the start to the last day, due on the
// due day (a part month at either end is charged for its days), the yearly increase applied on each
// anniversary of the start, maintenance shown apart, and TDS where the rent passes the threshold.
import type { TTenancyTerms } from '../contracts/tenancy.ts';
import { addMonths, dayOfPeriod, daysInMonth, earlierOf, financialYearOf, laterOf, nextPeriod, periodLabel, periodOf } from './calendar.ts';
import { TDS_ON_RENT, tdsPercentOn } from './legal-rules.ts';

export type DueLine = {
  period: string;
  label: string;
  from: string;
  to: string;
  dueOn: string;
  rent: number;
  maintenance: number;
  tds: number;
  amountPayable: number;
};

/** The monthly rent in force on a date: the agreed rent raised by the yearly increase on each anniversary. */
export function monthlyRentOn(terms: Pick<TTenancyTerms, 'rent' | 'startDate' | 'yearlyIncreasePercent'>, date: string): number {
  let rent = terms.rent;
  for (let years = 1; addMonths(terms.startDate, 12 * years) <= date; years += 1) {
    rent = Math.round(rent * (1 + terms.yearlyIncreasePercent / 100));
  }
  return rent;
}

/** Whether a month's rent is above the TDS threshold (s.194-IB counts the month's rent, not a part month's). */
export const isTdsRent = (monthlyRent: number) => monthlyRent > TDS_ON_RENT.monthlyThreshold;

type Draft = Omit<DueLine, 'tds' | 'amountPayable'> & { monthlyRent: number };

function draftsOf(terms: TTenancyTerms, lastDay: string): Draft[] {
  const drafts: Draft[] = [];
  for (let period = periodOf(terms.startDate); period <= periodOf(lastDay); period = nextPeriod(period)) {
    const [year = 0, month = 1] = period.split('-').map(Number);
    const monthDays = daysInMonth(year, month);
    const from = laterOf(`${period}-01`, terms.startDate);
    const to = earlierOf(dayOfPeriod(period, 31), lastDay);
    const days = Number(to.slice(8)) - Number(from.slice(8)) + 1;
    const share = (amount: number) => (days === monthDays ? amount : Math.round((amount * days) / monthDays));
    const monthlyRent = monthlyRentOn(terms, from);
    const dueDate = dayOfPeriod(period, terms.dueDay);
    drafts.push({
      period,
      label: periodLabel(period),
      from,
      to,
      dueOn: earlierOf(laterOf(dueDate, from), to),
      rent: share(monthlyRent),
      maintenance: share(terms.maintenance),
      monthlyRent,
    });
  }
  return drafts;
}

/**
 * TDS is taken once a tax year, from the rent of March or of the tenancy's last month: the rate in
 * force on that due date times the year's rent so far (months above the threshold), at most that
 * month's rent.
 */
function tdsOf(drafts: Draft[], index: number): number {
  const draft = drafts[index];
  if (!draft) return 0;
  const isLast = index === drafts.length - 1;
  if (!isLast && !draft.period.endsWith('-03')) return 0;
  const year = financialYearOf(draft.from);
  const yearRent = drafts
    .slice(0, index + 1)
    .filter((d) => financialYearOf(d.from) === year && isTdsRent(d.monthlyRent))
    .reduce((sum, d) => sum + d.rent, 0);
  return Math.min(Math.round((yearRent * tdsPercentOn(draft.dueOn)) / 100), draft.rent);
}

/** Every due of the tenancy from its start to `lastDay` (the term's end, or the notice's last day). */
export function dueSchedule(terms: TTenancyTerms, lastDay: string = terms.endDate): DueLine[] {
  const drafts = draftsOf(terms, earlierOf(lastDay, terms.endDate));
  return drafts.map(({ monthlyRent: _monthly, ...draft }, index) => {
    const tds = tdsOf(drafts, index);
    return { ...draft, tds, amountPayable: draft.rent + draft.maintenance - tds };
  });
}

/** The rent scheduled in a tax year (April to March): what the PAN rule looks at. */
export function yearRent(lines: DueLine[], financialYear: number): number {
  return lines.filter((line) => financialYearOf(line.from) === financialYear).reduce((sum, line) => sum + line.rent, 0);
}
