// An agreement as the export gives it to one of its people: their own ID number masked (last four),
// the other party's left out. Whose number is whose comes from the rental deal (the seller is the
// owner, the buyer the tenant); an agreement made outside a deal names its parties only by name and
// phone, so the person's side is the one with their phone number, else neither.
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import { maskIdNumber, openIdNumbers } from '../agreements/id-numbers.ts';

export type Side = 'owner' | 'tenant';

export type ExportedAgreementForm = Omit<TAgreementForm, 'ownerIdNumber' | 'tenantIdNumber'> & {
  ownerIdNumber: string | null;
  tenantIdNumber: string | null;
};

export function personalAgreementForm(
  keys: DataKeyRing,
  reference: string,
  stored: TAgreementForm,
  person: { mobileNumber: string | null },
  dealSide: Side | null,
): ExportedAgreementForm {
  const form = openIdNumbers(keys, reference, stored);
  const byPhone: Side | null = !person.mobileNumber
    ? null
    : form.ownerPhone === person.mobileNumber
      ? 'owner'
      : form.tenantPhone === person.mobileNumber
        ? 'tenant'
        : null;
  const side = dealSide ?? byPhone;
  return {
    ...form,
    ownerIdNumber: side === 'owner' ? maskIdNumber(form.ownerIdType, form.ownerIdNumber) : null,
    tenantIdNumber: side === 'tenant' ? maskIdNumber(form.tenantIdType, form.tenantIdNumber) : null,
  };
}
