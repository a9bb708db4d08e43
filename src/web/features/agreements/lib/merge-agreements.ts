// My Agreements shows this browser's copies and, for a signed-in user, the account's; one card per
// agreement id (the account's copy wins), newest first.
import type { TAgreementRecord } from '#shared/contracts/agreement.ts';
import { agreementStatusOn } from '#shared/agreement/rules.ts';
import type { SavedAgreement } from './local-agreements.ts';

export function mergeAgreements(local: SavedAgreement[], account: TAgreementRecord[]): SavedAgreement[] {
  const byId = new Map<string, SavedAgreement>();
  const withoutId: SavedAgreement[] = [];
  for (const record of local) {
    if (record.agreementId) byId.set(record.agreementId, record);
    else withoutId.push(record);
  }
  for (const record of account) byId.set(record.agreementId, { ...record, isOnServer: true });
  return [...byId.values(), ...withoutId].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

/** The status from the dates when they are known, else what the record says, else N/A. */
export function displayStatus(record: SavedAgreement, today: string): string {
  if (record.startDate && /^\d{4}-\d{2}-\d{2}$/.test(record.startDate) && record.durationMonths) {
    return agreementStatusOn(today, record.startDate, record.durationMonths);
  }
  return record.status ?? 'N/A';
}
