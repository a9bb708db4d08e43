// The agreement wizard's state (spec section 4, Agreement wizard): steps 1-5, the form data,
// error messages and touched fields, with the spec's input filters applied as people type.
import { useCallback, useMemo, useState } from 'react';
import { agreementTypeFor, DEFAULT_DURATION_MONTHS, DEFAULT_INCREMENT_PERCENT, RENTAL_AGREEMENT } from '#shared/agreement/rules.ts';
import { filterPan, filterPercent, keepDigits } from '#shared/agreement/input-filters.ts';
import { phoneInputValue } from '#shared/input/phone.ts';
import {
  MAX_AMOUNT_DIGITS,
  PARTIES_FIELDS,
  TERMS_FIELDS,
  validateAgreementField,
  validateAgreementFields,
  type AgreementErrors,
  type AgreementField,
} from '#shared/agreement/validators.ts';
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import type { StepAddress } from '#web/lib/use-step-address.ts';

export const INITIAL_AGREEMENT_FORM: TAgreementForm = {
  ownerName: '',
  ownerPhone: '',
  ownerIdType: 'Aadhaar',
  ownerIdNumber: '',
  tenantName: '',
  tenantPhone: '',
  tenantIdType: 'Aadhaar',
  tenantIdNumber: '',
  propertyAddress: '',
  jurisdiction: '',
  rentAmount: '',
  depositAmount: '',
  maintenanceAmount: '',
  startDate: '',
  duration: String(DEFAULT_DURATION_MONTHS),
  incrementPercentage: String(DEFAULT_INCREMENT_PERCENT),
  agreementType: RENTAL_AGREEMENT,
};

export type WizardStep = 1 | 2 | 3 | 4 | 5;
export const STEP_FIELDS: Partial<Record<WizardStep, AgreementField[]>> = { 2: PARTIES_FIELDS, 3: TERMS_FIELDS };

function filterInput(field: AgreementField, value: string, form: TAgreementForm): string {
  switch (field) {
    case 'ownerPhone':
    case 'tenantPhone':
      return phoneInputValue(value);
    case 'ownerIdNumber':
    case 'tenantIdNumber': {
      const idType = field === 'ownerIdNumber' ? form.ownerIdType : form.tenantIdType;
      return idType === 'PAN' ? filterPan(value) : keepDigits(value, 12);
    }
    case 'rentAmount':
    case 'depositAmount':
    case 'maintenanceAmount':
      return keepDigits(value, MAX_AMOUNT_DIGITS);
    case 'incrementPercentage':
      return filterPercent(value);
    default:
      return value;
  }
}

type Touched = Partial<Record<AgreementField, boolean>>;

/** `address`: the step, kept in the page's address (lib/use-step-address.ts). */
export function useAgreementWizard(address: StepAddress, initialForm?: TAgreementForm) {
  const step = address.step as WizardStep;
  const { goTo } = address;
  const [form, setForm] = useState<TAgreementForm>(initialForm ?? INITIAL_AGREEMENT_FORM);
  const [errors, setErrors] = useState<AgreementErrors>({});
  const [touched, setTouched] = useState<Touched>({});

  const setField = useCallback(
    (field: AgreementField, raw: string) => {
      const next = { ...form, [field]: filterInput(field, raw, form) } as TAgreementForm;
      const recheck: AgreementField[] = [field];
      if (field === 'duration') next.agreementType = agreementTypeFor(Number(next.duration));
      if (field === 'ownerIdType' || field === 'tenantIdType') {
        // Changing an ID type clears its number, and re-validates it if already touched.
        const numberField = field === 'ownerIdType' ? 'ownerIdNumber' : 'tenantIdNumber';
        next[numberField] = '';
        recheck.push(numberField);
      }
      setForm(next);
      setErrors((current) => {
        const updated = { ...current };
        for (const f of recheck) if (touched[f]) updated[f] = validateAgreementField(f, next);
        return updated;
      });
    },
    [form, touched],
  );

  const blurField = useCallback(
    (field: AgreementField) => {
      setTouched((current) => ({ ...current, [field]: true }));
      setErrors((current) => ({ ...current, [field]: validateAgreementField(field, form) }));
    },
    [form],
  );

  const stepProblems = useMemo(() => {
    const fields = STEP_FIELDS[step];
    return fields ? validateAgreementFields(fields, form) : {};
  }, [step, form]);
  const isStepValid = Object.keys(stepProblems).length === 0;

  /** Steps 2 and 3 advance only when valid; a failed Next marks the step's fields touched. */
  const next = useCallback(() => {
    const fields = STEP_FIELDS[step];
    if (fields) {
      const stepErrors = validateAgreementFields(fields, form);
      if (Object.keys(stepErrors).length > 0) {
        setTouched((current) => ({ ...current, ...Object.fromEntries(fields.map((f) => [f, true])) }));
        setErrors(stepErrors);
        return;
      }
    }
    goTo(Math.min(step + 1, 5));
  }, [step, form, goTo]);

  const back = useCallback(() => {
    address.back();
    setErrors({});
  }, [address]);

  /** Empties the form; the page goes back to the first step by its address. */
  const reset = useCallback(() => {
    setForm(INITIAL_AGREEMENT_FORM);
    setErrors({});
    setTouched({});
  }, []);

  /** To a step without a history entry of its own (the success step replaces the review). */
  const setStep = useCallback((next: WizardStep) => goTo(next, { replace: true }), [goTo]);

  const visibleError = (field: AgreementField) => (touched[field] ? errors[field] : undefined);

  return { step, setStep, form, setField, blurField, visibleError, stepProblems, isStepValid, next, back, reset };
}

export type AgreementWizard = ReturnType<typeof useAgreementWizard>;
