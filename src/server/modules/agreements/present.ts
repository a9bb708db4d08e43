import type { TAgreementForm, TAgreementRecord } from '#shared/contracts/agreement.ts';
import { toAgreementRecord } from '#shared/agreement/record.ts';
import { todayInIndia } from '#shared/india-date.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { rentalAgreements } from '#server/db/schema.ts';
import { maskIdNumbers, openIdNumbers } from './id-numbers.ts';

export type AgreementRow = typeof rentalAgreements.$inferSelect;

/**
 * Status comes from today's date in India, so a stored agreement ages without being rewritten. ID
 * numbers are masked unless `isOpenedByOwner` (the owner reading this one agreement).
 */
export function presentAgreement(row: AgreementRow, keys: DataKeyRing, { isOpenedByOwner = false } = {}): TAgreementRecord {
  const form = openIdNumbers(keys, row.reference, row.formData as TAgreementForm);
  return toAgreementRecord(row.reference, isOpenedByOwner ? form : maskIdNumbers(form), row.createdAt.toISOString(), todayInIndia());
}
