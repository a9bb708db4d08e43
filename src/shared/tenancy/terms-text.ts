// The agreement text Gruha writes from the terms when a side proposes none of its own: plain clauses
// a reader can check against the figures, printed and signed on stamp paper as usual.
import type { TTenancyTerms } from '../contracts/tenancy.ts';
import { formatRupees } from '../money.ts';
import { rupeesInWords } from '../money-words.ts';
import { formatLongDate } from '../format-date.ts';

type Parties = { ownerName: string; tenantName: string; address: string };

const day = (date: string) => formatLongDate(date) ?? date;
const amount = (rupees: number) => `${formatRupees(rupees)} (${rupeesInWords(rupees)})`;

export function termsText(terms: TTenancyTerms, { ownerName, tenantName, address }: Parties): string {
  const clauses = [
    `The owner, ${ownerName}, lets the home at ${address} to the tenant, ${tenantName}, from ${day(terms.startDate)} to ${day(terms.endDate)}.`,
    `The rent is ${amount(terms.rent)} a month, paid by the ${ordinal(terms.dueDay)} of each month.`,
    terms.maintenance > 0
      ? `The tenant also pays maintenance of ${amount(terms.maintenance)} a month.`
      : 'Society maintenance is included in the rent.',
    `The tenant pays a security deposit of ${amount(terms.deposit)}, refunded when the tenant hands the home back, less any unpaid rent and agreed deductions.`,
    terms.yearlyIncreasePercent > 0
      ? `The rent increases by ${terms.yearlyIncreasePercent}% on each anniversary of the start.`
      : 'The rent does not increase during the term.',
    terms.lockInMonths > 0 ? `Neither side ends the tenancy in its first ${terms.lockInMonths} months (lock-in).` : 'There is no lock-in period.',
    `Either side may end the tenancy with ${terms.noticeDays} days' written notice.`,
    'The home is handed over and taken back with a condition report both sides accept.',
  ];
  return clauses.map((clause, i) => `${i + 1}. ${clause}`).join('\n');
}

function ordinal(n: number): string {
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}
