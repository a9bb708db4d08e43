// Step 2 Property & Terms (spec section 2). The type follows the duration; the increment is
// offered only for a lease of 18 months or more.
import { formatIndianNumber } from '#shared/money.ts';
import { rupeesInWords } from '#shared/money-words.ts';
import { DURATION_OPTIONS, HIGH_DEPOSIT_WARNING, isDepositHigh, isIncrementOffered } from '#shared/agreement/rules.ts';
import { FormField } from '#web/components/form-field.tsx';
import type { AgreementWizard } from '../hooks/use-agreement-wizard.ts';
import { showErrorsOnEnter, StepActions } from './step-actions.tsx';
import { WizardSelectField, WizardTextField } from './wizard-field.tsx';
import styles from './agreements.module.css';

const DURATIONS = DURATION_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

const inWords = (amount: string) =>
  /^\d+$/.test(amount) && Number(amount) > 0 ? `₹${formatIndianNumber(Number(amount))} · ${rupeesInWords(Number(amount))}` : undefined;

export function TermsStep({ wizard }: { wizard: AgreementWizard }) {
  const { form } = wizard;
  const showIncrement = isIncrementOffered(form.agreementType, Number(form.duration));
  return (
    <form
      className={`card ${styles.stepCard}`}
      aria-labelledby="terms-title"
      noValidate
      onKeyDown={showErrorsOnEnter(wizard)}
      onSubmit={(event) => {
        event.preventDefault();
        wizard.next();
      }}
    >
      <h2 id="terms-title" className={styles.stepTitle}>
        Step 2: Property &amp; Terms
      </h2>
      <p className="banner banner-info">
        An agreement of up to 11 months is typically a Rental Agreement. One of 12 months or longer is often a Lease Agreement, which may need
        registration and a different stamp duty.
      </p>
      <div className="form-grid">
        <WizardTextField
          wizard={wizard}
          field="propertyAddress"
          label="Property Address"
          multiline
          className="span-2"
          placeholder="Flat / house number, building, street, locality, city, pincode"
        />
        <WizardTextField
          wizard={wizard}
          field="jurisdiction"
          label="Jurisdiction (City/State)"
          placeholder="Hyderabad, Telangana"
          className="span-2"
        />
        <WizardTextField
          wizard={wizard}
          field="rentAmount"
          label="Monthly Rent (₹)"
          inputMode="numeric"
          autoComplete="off"
          hint={inWords(form.rentAmount)}
          isHintLive
        />
        <WizardTextField
          wizard={wizard}
          field="depositAmount"
          label="Security Deposit (₹)"
          inputMode="numeric"
          autoComplete="off"
          hint={
            isDepositHigh(form.rentAmount, form.depositAmount) ? (
              <>
                {inWords(form.depositAmount)} <strong className={styles.warning}>{HIGH_DEPOSIT_WARNING}</strong>
              </>
            ) : (
              inWords(form.depositAmount)
            )
          }
          isHintLive
        />
        <WizardTextField
          wizard={wizard}
          field="maintenanceAmount"
          label="Monthly Maintenance (₹)"
          inputMode="numeric"
          autoComplete="off"
          hint={inWords(form.maintenanceAmount) ?? 'Leave empty if it is part of the rent.'}
          isHintLive
        />
        <WizardTextField wizard={wizard} field="startDate" label="Start Date" type="date" />
        <WizardSelectField wizard={wizard} field="duration" label="Duration" options={DURATIONS} />
        <FormField label="Agreement Type" hint="Set by the duration.">
          {(control) => <input {...control} className={`input ${styles.readOnly}`} value={form.agreementType} readOnly />}
        </FormField>
        {showIncrement && (
          <WizardTextField
            wizard={wizard}
            field="incrementPercentage"
            label="Rent Increment (%)"
            inputMode="decimal"
            autoComplete="off"
            hint="Applied after every 18 months. Use 0 for none."
          />
        )}
      </div>
      <StepActions wizard={wizard} nextLabel="Next: Review & Print" />
    </form>
  );
}
