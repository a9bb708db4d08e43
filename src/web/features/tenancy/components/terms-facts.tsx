// A tenancy's terms at a glance: rent, due day, maintenance, deposit, start and end, lock-in, notice
// period and yearly increase.
import { formatRupees } from '#shared/money.ts';
import { formatDate } from '#shared/format-date.ts';
import type { TTenancyTerms } from '#shared/contracts/tenancy.ts';
import styles from './tenancy.module.css';

export function termsFacts(terms: TTenancyTerms): [string, string][] {
  return [
    ['Monthly rent', formatRupees(terms.rent)],
    ['Due day', `${terms.dueDay} of each month`],
    ['Maintenance', terms.maintenance > 0 ? `${formatRupees(terms.maintenance)}/month` : 'Included or none'],
    ['Security deposit', formatRupees(terms.deposit)],
    ['Starts', formatDate(terms.startDate) ?? terms.startDate],
    ['Ends', formatDate(terms.endDate) ?? terms.endDate],
    ['Lock-in', terms.lockInMonths > 0 ? `${terms.lockInMonths} months` : 'None'],
    ['Notice period', `${terms.noticeDays} days`],
    ['Yearly increase', `${terms.yearlyIncreasePercent}%`],
  ];
}

export function TermsFacts({ terms }: { terms: TTenancyTerms }) {
  return (
    <dl className={styles.facts}>
      {termsFacts(terms).map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
