import type { TAgreementForm, TAgreementRecord } from '../../../shared/contracts/agreement.ts';
import { toAgreementRecord } from '../../../shared/agreement/record.ts';
import { todayInIndia } from '../../../shared/india-date.ts';
import type { rentalAgreements } from '../../db/schema.ts';

export type AgreementRow = typeof rentalAgreements.$inferSelect;

/** Status comes from today's date in India, so a stored agreement ages without being rewritten. */
export const presentAgreement = (row: AgreementRow): TAgreementRecord =>
  toAgreementRecord(row.reference, row.formData as TAgreementForm, row.createdAt.toISOString(), todayInIndia());
