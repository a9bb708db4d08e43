// The agreement form's input filters (spec section 5), applied as the person types, and the same
// normalisation on the server ("1234 5678 9012" is an Aadhaar number, "+91 ..." a phone).
import type { TAgreementForm } from '../contracts/agreement.ts';
import { normaliseIndianMobile } from '../input/phone.ts';

export const keepDigits = (value: string, max?: number) => value.replace(/\D/g, '').slice(0, max);

/** Upper-cases and keeps only what fits each position of AAAAA1111A. */
export function filterPan(value: string): string {
  let out = '';
  for (const char of value.toUpperCase()) {
    if (out.length >= 10) break;
    const wantsLetter = out.length < 5 || out.length === 9;
    if (wantsLetter ? /[A-Z]/.test(char) : /\d/.test(char)) out += char;
  }
  return out;
}

/** Digits and one decimal point, as a percentage is typed. */
export function filterPercent(value: string): string {
  const [whole = '', ...rest] = value.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole.slice(0, 3)}.${rest.join('').slice(0, 2)}` : whole.slice(0, 3);
}

/** Aadhaar as printed ("1234 5678 9012") or PAN in any case and spacing, as the rules check it. */
export function normaliseIdNumber(idType: string, value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  return idType === 'PAN' ? compact.toUpperCase() : compact;
}

/** What the server checks and stores: the spellings people use, made canonical (never cut). */
export function normaliseAgreementForm<T extends TAgreementForm>(form: T): T {
  return {
    ...form,
    ownerPhone: normaliseIndianMobile(form.ownerPhone),
    tenantPhone: normaliseIndianMobile(form.tenantPhone),
    ownerIdNumber: normaliseIdNumber(form.ownerIdType, form.ownerIdNumber),
    tenantIdNumber: normaliseIdNumber(form.tenantIdType, form.tenantIdNumber),
    rentAmount: form.rentAmount.replace(/[\s,]/g, ''),
    depositAmount: form.depositAmount.replace(/[\s,]/g, ''),
    maintenanceAmount: form.maintenanceAmount.replace(/[\s,]/g, ''),
  };
}
