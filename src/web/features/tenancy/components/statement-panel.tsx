// The yearly rent statement (April to March) for HRA: the rent, maintenance and TDS of the year's
// months, the owner's PAN when the year's rent needs it, and its PDF.
import { useState } from 'react';
import { ErrorState, LoadingState } from '#web/components/states.tsx';
import { formatRupees } from '#shared/money.ts';
import { TENANCY_PATHS, type TTenancyTerms } from '#shared/contracts/tenancy.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { PAN_FOR_HRA } from '#shared/tenancy/legal-rules.ts';
import { useYearlyStatement } from '../api/get-tenancy.ts';
import { financialYearLabel, financialYearOf, financialYears } from '../lib/financial-years.ts';
import { LegalNote } from './legal-note.tsx';
import { PdfLink } from './pdf-link.tsx';
import styles from './tenancy.module.css';

export function StatementPanel({ tenancyId, terms }: { tenancyId: number; terms: TTenancyTerms }) {
  const years = financialYears(terms.startDate, terms.endDate);
  const current = financialYearOf(todayInIndia());
  const [year, setYear] = useState(years.includes(current) ? current : (years[0] ?? current));
  return (
    <div className={`card ${styles.panel}`}>
      <div className={styles.head}>
        <h3>Yearly rent statement</h3>
        <label className={styles.check}>
          Financial year
          <select className="input" value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {years.map((each) => (
              <option key={each} value={each}>
                {financialYearLabel(each)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Statement tenancyId={tenancyId} year={year} />
      <LegalNote rule={PAN_FOR_HRA} />
    </div>
  );
}

function Statement({ tenancyId, year }: { tenancyId: number; year: number }) {
  const statement = useYearlyStatement(tenancyId, year);
  if (statement.isPending) return <LoadingState label="Loading the statement..." />;
  if (statement.isError)
    return <ErrorState title="Could not load the statement" message={statement.error.message} onRetry={() => void statement.refetch()} />;
  const { totals, financialYear } = statement.data;
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Rent {financialYear}</dt>
          <dd>{formatRupees(totals.rent)}</dd>
        </div>
        <div>
          <dt>Maintenance</dt>
          <dd>{formatRupees(totals.maintenance)}</dd>
        </div>
        <div>
          <dt>TDS deducted</dt>
          <dd>{formatRupees(totals.tds)}</dd>
        </div>
        <div>
          <dt>Paid and confirmed</dt>
          <dd>{formatRupees(totals.paid)}</dd>
        </div>
      </dl>
      <p className={styles.actions}>
        <PdfLink href={TENANCY_PATHS.statementPdf(tenancyId, year)} fileName={`rent-statement-${financialYear}.pdf`}>
          {`Statement ${financialYear} PDF`}
        </PdfLink>
      </p>
    </>
  );
}
