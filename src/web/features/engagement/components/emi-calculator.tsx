// The EMI calculator on sale listings: loan amount, interest rate and tenure give
// the monthly EMI, total interest and a yearly schedule, in Indian formats. Worked out in the browser.
import { useId, useState } from 'react';
import { calculateEmi, EMI_LIMITS } from '#shared/emi.ts';
import { formatRupees } from '#shared/money.ts';
import { rupeesInWords } from '#shared/money-words.ts';
import { FormField } from '#web/components/form-field.tsx';
import styles from './emi-calculator.module.css';

const DEFAULT_RATE = 8.5;
const DEFAULT_YEARS = 20;
/** Banks lend up to about 80% of a home's value; the rest is the down payment. */
const DEFAULT_LOAN_SHARE = 0.8;

const digits = (text: string) => text.replace(/[^\d.]/g, '');

export default function EmiCalculator({ price }: { price: number }) {
  const [loan, setLoan] = useState(String(Math.round(price * DEFAULT_LOAN_SHARE)));
  const [rate, setRate] = useState(String(DEFAULT_RATE));
  const [years, setYears] = useState(String(DEFAULT_YEARS));
  const [isScheduleOpen, setIsScheduleOpen] = useState(false);
  const scheduleId = useId();

  const loanValue = Number(loan);
  const rateValue = Number(rate);
  const yearsValue = Number(years);
  const errors = {
    loan: !(loanValue > 0 && loanValue <= EMI_LIMITS.maxLoan) ? 'Enter a loan amount up to ₹100 crore' : undefined,
    rate: !(rate !== '' && rateValue >= EMI_LIMITS.minRate && rateValue <= EMI_LIMITS.maxRate) ? 'Enter a rate from 0 to 30%' : undefined,
    years: !(Number.isInteger(yearsValue) && yearsValue >= EMI_LIMITS.minYears && yearsValue <= EMI_LIMITS.maxYears)
      ? 'Enter 1 to 40 whole years'
      : undefined,
  };
  const result = errors.loan || errors.rate || errors.years ? null : calculateEmi(loanValue, rateValue, yearsValue);

  return (
    <section className={`card ${styles.box}`} aria-labelledby={`${scheduleId}-title`}>
      <h2 id={`${scheduleId}-title`} className={styles.title}>
        EMI calculator
      </h2>
      <div className={styles.inputs}>
        <FormField label="Loan amount (₹)" error={errors.loan} hint={errors.loan ? undefined : rupeesInWords(loanValue || 0)}>
          {(control) => (
            <input {...control} className="input tabular" inputMode="numeric" value={loan} onChange={(e) => setLoan(digits(e.target.value))} />
          )}
        </FormField>
        <FormField label="Interest rate (% a year)" error={errors.rate} hint={errors.rate ? undefined : "An example: enter your lender's rate"}>
          {(control) => (
            <input {...control} className="input tabular" inputMode="decimal" value={rate} onChange={(e) => setRate(digits(e.target.value))} />
          )}
        </FormField>
        <FormField label="Tenure (years)" error={errors.years}>
          {(control) => (
            <input {...control} className="input tabular" inputMode="numeric" value={years} onChange={(e) => setYears(digits(e.target.value))} />
          )}
        </FormField>
      </div>
      {result && (
        <>
          <dl className={styles.figures} aria-live="polite">
            <div>
              <dt>Monthly EMI</dt>
              <dd className={styles.emi}>{formatRupees(result.emi)}</dd>
            </div>
            <div>
              <dt>Total interest</dt>
              <dd>{formatRupees(result.totalInterest)}</dd>
            </div>
            <div>
              <dt>Total payment</dt>
              <dd>{formatRupees(result.totalPayment)}</dd>
            </div>
          </dl>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-expanded={isScheduleOpen}
            aria-controls={scheduleId}
            onClick={() => setIsScheduleOpen((v) => !v)}
          >
            {isScheduleOpen ? 'Hide yearly schedule' : 'Show yearly schedule'}
          </button>
          {isScheduleOpen && (
            <div className={styles.scheduleWrap} id={scheduleId}>
              <table className={styles.schedule}>
                <caption className="visually-hidden">Yearly repayment schedule</caption>
                <thead>
                  <tr>
                    <th scope="col">Year</th>
                    <th scope="col">Principal</th>
                    <th scope="col">Interest</th>
                    <th scope="col">Balance</th>
                  </tr>
                </thead>
                <tbody>
                  {result.schedule.map((row) => (
                    <tr key={row.year}>
                      <th scope="row">{row.year}</th>
                      <td>{formatRupees(row.principal)}</td>
                      <td>{formatRupees(row.interest)}</td>
                      <td>{formatRupees(row.balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
