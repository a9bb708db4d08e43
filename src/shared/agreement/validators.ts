// The agreement form's rules (spec section 5, Agreement form), shared by the wizard and the
// server. Beyond the spec: Aadhaar's Verhoeff check digit and PAN's holder-type letter catch a
// mistyped number.
import type { TAgreementForm } from '../contracts/agreement.ts';
import { agreementTypeFor, isIncrementOffered, MAX_DURATION_MONTHS, MIN_DURATION_MONTHS } from './rules.ts';

export const AGREEMENT_MESSAGES = {
  ownerNameRequired: 'Owner name is required.',
  tenantNameRequired: 'Tenant name is required.',
  phoneRequired: 'Phone number is required.',
  phoneFormat: 'Must be exactly 10 numeric digits.',
  aadhaarRequired: 'Aadhaar number is required.',
  aadhaarFormat: 'Must be exactly 12 numeric digits.',
  aadhaarChecksum: 'Invalid Aadhaar number.',
  panRequired: 'PAN number is required.',
  panFormat: 'Invalid PAN format (AAAAA1111A).',
  panHolderType:
    'Invalid PAN: the 4th letter is the holder type: P person, C company, H HUF, F firm, A AOP, T trust, B BOI, L local authority, J artificial juridical person, G government.',
  idTypeInvalid: 'Choose Aadhaar or PAN.',
  addressRequired: 'Property address is required.',
  jurisdictionRequired: 'Jurisdiction is required.',
  rentRequired: 'Rent amount is required.',
  rentPositive: 'Rent amount must be more than 0.',
  depositRequired: 'Deposit amount is required.',
  amountFormat: 'Enter the amount in whole rupees (digits only).',
  startDateRequired: 'Start date is required.',
  startDateInvalid: 'Enter a valid start date.',
  durationInvalid: `Duration must be ${MIN_DURATION_MONTHS} to ${MAX_DURATION_MONTHS} months.`,
  incrementInvalid: 'Increment must be a number from 0 to 100.',
  tooLong: (max: number) => `Must be at most ${max.toLocaleString('en-IN')} characters.`,
} as const;

export const MAX_NAME_LENGTH = 100;
export const MAX_ADDRESS_LENGTH = 500;
export const MAX_JURISDICTION_LENGTH = 100;
export const MAX_AMOUNT_DIGITS = 10;

// Verhoeff tables: d is the dihedral group D5's multiplication, p the position permutation.
const d = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const p = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 7, 6, 8, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when a digit string passes the Verhoeff check (its last digit is the check digit). */
export function passesVerhoeff(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  const reversed = digits.split('').reverse();
  reversed.forEach((digit, i) => {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- c and every entry are digits 0-9, within the 10×10 and 8×10 tables.
    c = d[c]![p[i % 8]![Number(digit)]!]!;
  });
  return c === 0;
}

/** PAN's 4th character says who holds it: Person, Company, HUF, Firm, AOP, Trust, BOI, Local authority, Juridical person, Government. */
export const PAN_HOLDER_TYPES = ['P', 'C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G'] as const;

export function validatePhone(value: string): string | undefined {
  if (!value.trim()) return AGREEMENT_MESSAGES.phoneRequired;
  if (!/^\d{10}$/.test(value)) return AGREEMENT_MESSAGES.phoneFormat;
  return undefined;
}

export function validateIdNumber(idType: string, value: string): string | undefined {
  if (idType === 'PAN') {
    if (!value.trim()) return AGREEMENT_MESSAGES.panRequired;
    if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(value)) return AGREEMENT_MESSAGES.panFormat;
    if (!(PAN_HOLDER_TYPES as readonly string[]).includes(value.charAt(3))) return AGREEMENT_MESSAGES.panHolderType;
    return undefined;
  }
  if (idType !== 'Aadhaar') return AGREEMENT_MESSAGES.idTypeInvalid;
  if (!value.trim()) return AGREEMENT_MESSAGES.aadhaarRequired;
  if (!/^\d{12}$/.test(value)) return AGREEMENT_MESSAGES.aadhaarFormat;
  if (!passesVerhoeff(value)) return AGREEMENT_MESSAGES.aadhaarChecksum;
  return undefined;
}

const required = (value: string, message: string, max: number) => {
  if (!value.trim()) return message;
  if (value.length > max) return AGREEMENT_MESSAGES.tooLong(max);
  return undefined;
};

function validateAmount(value: string, requiredMessage: string, mustBePositive: boolean) {
  if (!value.trim()) return requiredMessage;
  if (!new RegExp(`^\\d{1,${MAX_AMOUNT_DIGITS}}$`).test(value)) return AGREEMENT_MESSAGES.amountFormat;
  if (mustBePositive && Number(value) <= 0) return AGREEMENT_MESSAGES.rentPositive;
  return undefined;
}

function isRealDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const durationMonthsOf = (form: Pick<TAgreementForm, 'duration'>) => Number(form.duration);

export type AgreementField = keyof TAgreementForm;

/** The message for one field of the form, or undefined when it is fine. */
export function validateAgreementField(field: AgreementField, form: TAgreementForm): string | undefined {
  const value = form[field];
  switch (field) {
    case 'ownerName':
      return required(value, AGREEMENT_MESSAGES.ownerNameRequired, MAX_NAME_LENGTH);
    case 'tenantName':
      return required(value, AGREEMENT_MESSAGES.tenantNameRequired, MAX_NAME_LENGTH);
    case 'ownerPhone':
    case 'tenantPhone':
      return validatePhone(value);
    case 'ownerIdType':
    case 'tenantIdType':
      return value === 'Aadhaar' || value === 'PAN' ? undefined : AGREEMENT_MESSAGES.idTypeInvalid;
    case 'ownerIdNumber':
      return validateIdNumber(form.ownerIdType, value);
    case 'tenantIdNumber':
      return validateIdNumber(form.tenantIdType, value);
    case 'propertyAddress':
      return required(value, AGREEMENT_MESSAGES.addressRequired, MAX_ADDRESS_LENGTH);
    case 'jurisdiction':
      return required(value, AGREEMENT_MESSAGES.jurisdictionRequired, MAX_JURISDICTION_LENGTH);
    case 'rentAmount':
      return validateAmount(value, AGREEMENT_MESSAGES.rentRequired, true);
    case 'depositAmount':
      return validateAmount(value, AGREEMENT_MESSAGES.depositRequired, false);
    case 'maintenanceAmount':
      return value.trim() ? validateAmount(value, '', false) : undefined;
    case 'startDate':
      if (!value.trim()) return AGREEMENT_MESSAGES.startDateRequired;
      return isRealDate(value) ? undefined : AGREEMENT_MESSAGES.startDateInvalid;
    case 'duration': {
      const months = Number(value);
      const isValid = Number.isInteger(months) && months >= 1 && months <= 60;
      return isValid ? undefined : AGREEMENT_MESSAGES.durationInvalid;
    }
    case 'incrementPercentage': {
      // Only checked when the field is offered; a Rental Agreement ignores it.
      if (!isIncrementOffered(form.agreementType, durationMonthsOf(form))) return undefined;
      const isValid = /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100;
      return isValid ? undefined : AGREEMENT_MESSAGES.incrementInvalid;
    }
    case 'agreementType':
      return undefined;
  }
}

export const PARTIES_FIELDS: AgreementField[] = [
  'ownerName',
  'ownerPhone',
  'ownerIdType',
  'ownerIdNumber',
  'tenantName',
  'tenantPhone',
  'tenantIdType',
  'tenantIdNumber',
];
export const TERMS_FIELDS: AgreementField[] = [
  'propertyAddress',
  'jurisdiction',
  'rentAmount',
  'depositAmount',
  'maintenanceAmount',
  'startDate',
  'duration',
  'incrementPercentage',
];

export type AgreementErrors = Partial<Record<AgreementField, string>>;

export function validateAgreementFields(fields: AgreementField[], form: TAgreementForm): AgreementErrors {
  const errors: AgreementErrors = {};
  for (const field of fields) {
    const message = validateAgreementField(field, form);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Every rule, plus the type following the duration (so a tampered type cannot be saved). */
export function validateAgreementForm(form: TAgreementForm): AgreementErrors {
  const errors = validateAgreementFields([...PARTIES_FIELDS, ...TERMS_FIELDS], form);
  if (!errors.duration && form.agreementType !== agreementTypeFor(durationMonthsOf(form))) {
    errors.agreementType = `Agreement type must be ${agreementTypeFor(durationMonthsOf(form))} for ${form.duration} months.`;
  }
  return errors;
}
