// Step 1 Parties Information (spec section 2): an owner and a tenant block.
import { ID_TYPES } from '#shared/agreement/rules.ts';
import type { AgreementWizard } from '../hooks/use-agreement-wizard.ts';
import { showErrorsOnEnter, StepActions } from './step-actions.tsx';
import { WizardSelectField, WizardTextField } from './wizard-field.tsx';
import styles from './agreements.module.css';

const ID_OPTIONS = ID_TYPES.map((type) => ({ value: type, label: type }));

function PartyBlock({ wizard, party }: { wizard: AgreementWizard; party: 'owner' | 'tenant' }) {
  const title = party === 'owner' ? 'Owner (Landlord)' : 'Tenant';
  const idType = wizard.form[`${party}IdType`];
  const isPan = idType === 'PAN';
  return (
    <fieldset className={styles.partyBlock}>
      <legend className={styles.blockTitle}>{title} Details</legend>
      <div className="form-grid">
        <WizardTextField wizard={wizard} field={`${party}Name`} label="Full Name" autoComplete="off" className="span-2" />
        <WizardTextField
          wizard={wizard}
          field={`${party}Phone`}
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="10-digit mobile number"
          className="span-2"
        />
        <WizardSelectField wizard={wizard} field={`${party}IdType`} label="Govt. ID Type" options={ID_OPTIONS} />
        <WizardTextField
          wizard={wizard}
          field={`${party}IdNumber`}
          label={isPan ? 'PAN Number' : 'Aadhaar Number'}
          inputMode={isPan ? 'text' : 'numeric'}
          autoComplete="off"
          placeholder={isPan ? 'AAAAA1111A' : '1234 5678 9012'}
        />
      </div>
    </fieldset>
  );
}

export function PartiesStep({ wizard }: { wizard: AgreementWizard }) {
  return (
    <form
      className={`card ${styles.stepCard}`}
      aria-labelledby="parties-title"
      noValidate
      onKeyDown={showErrorsOnEnter(wizard)}
      onSubmit={(event) => {
        event.preventDefault();
        wizard.next();
      }}
    >
      <h2 id="parties-title" className={styles.stepTitle}>
        Step 1: Parties Information
      </h2>
      <div className={styles.parties}>
        <PartyBlock wizard={wizard} party="owner" />
        <PartyBlock wizard={wizard} party="tenant" />
      </div>
      <StepActions wizard={wizard} nextLabel="Next: Property Details" />
    </form>
  );
}
