// Aadhaar and PAN numbers in saved agreements: sealed with AES-256-GCM before
// they are stored, opened only to answer, and answered masked except to the agreement's owner
// opening that one agreement (docs/decisions/0024-id-numbers-sealed.md).
import { maskAadhaar } from '#shared/agreement/document.ts';
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import { isSealed, seal, unseal } from '#server/crypto/sealed-text.ts';

export const ID_FIELDS = ['ownerIdNumber', 'tenantIdNumber'] as const;
type IdField = (typeof ID_FIELDS)[number];

/** Binds a sealed number to its agreement and field: copied elsewhere, it does not open. */
const contextOf = (reference: string, field: IdField) => `rental_agreements:${reference}:${field}`;

export function sealIdNumbers(keys: DataKeyRing, reference: string, form: TAgreementForm): TAgreementForm {
  const sealed = { ...form };
  for (const field of ID_FIELDS) sealed[field] = seal(keys, form[field], contextOf(reference, field));
  return sealed;
}

/** The stored form with its numbers opened; a value stored before sealing existed is read as it is. */
export function openIdNumbers(keys: DataKeyRing, reference: string, stored: TAgreementForm): TAgreementForm {
  const form = { ...stored };
  for (const field of ID_FIELDS) {
    if (isSealed(stored[field])) form[field] = unseal(keys, stored[field], contextOf(reference, field));
  }
  return form;
}

/**
 * Aadhaar as the agreement document and UIDAI's masked Aadhaar print it ('XXXX XXXX 9012'); PAN, and
 * anything else, with only its last four characters shown ('XXXXXX234F').
 */
export function maskIdNumber(idType: string, value: string): string {
  const compact = value.replace(/\s+/g, '');
  if (idType === 'Aadhaar' && /^\d{12}$/.test(compact)) return maskAadhaar(compact);
  return 'X'.repeat(Math.max(compact.length - 4, 4)) + compact.slice(-4);
}

export function maskIdNumbers(form: TAgreementForm): TAgreementForm {
  return {
    ...form,
    ownerIdNumber: maskIdNumber(form.ownerIdType, form.ownerIdNumber),
    tenantIdNumber: maskIdNumber(form.tenantIdType, form.tenantIdNumber),
  };
}
