// The browser's copy of submitted agreements under the spec's key myAgreements (spec sections 3, 8).
// Records written by other versions may lack fields, so reading is lenient field by field; only a
// value that is not a JSON array of objects counts as corrupt.
import { MY_AGREEMENTS_KEY } from '#shared/agreement/rules.ts';
import { ZAgreementForm, type TAgreementForm, type TAgreementRecord } from '#shared/contracts/agreement.ts';

/** A saved record as a card shows it; any field may be missing (the card shows N/A). */
export type SavedAgreement = {
  agreementId?: string;
  agreementType?: string;
  status?: string;
  ownerName?: string;
  tenantName?: string;
  propertyAddressShort?: string;
  propertyAddress?: string;
  startDate?: string;
  durationMonths?: number;
  createdAt?: string;
  form?: TAgreementForm;
  isOnServer?: boolean;
};

export const CORRUPT_LOCAL_AGREEMENTS = 'Could not load locally stored agreements. Data might be corrupted.';

const asText = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

function toSaved(raw: Record<string, unknown>): SavedAgreement {
  // The spec reads durationMonths, or duration in older records.
  const months = Number(raw.durationMonths ?? raw.duration);
  const form = ZAgreementForm.safeParse(raw.form);
  return {
    agreementId: asText(raw.agreementId),
    agreementType: asText(raw.agreementType),
    status: asText(raw.status),
    ownerName: asText(raw.ownerName),
    tenantName: asText(raw.tenantName),
    propertyAddressShort: asText(raw.propertyAddressShort),
    propertyAddress: asText(raw.propertyAddress),
    startDate: asText(raw.startDate),
    durationMonths: Number.isFinite(months) && months > 0 ? months : undefined,
    createdAt: asText(raw.createdAt),
    form: form.success ? form.data : undefined,
  };
}

function readRaw(): unknown[] {
  const stored = localStorage.getItem(MY_AGREEMENTS_KEY);
  if (stored === null) return [];
  const parsed: unknown = JSON.parse(stored);
  if (!Array.isArray(parsed) || parsed.some((item) => typeof item !== 'object' || item === null)) {
    throw new Error(CORRUPT_LOCAL_AGREEMENTS);
  }
  return parsed;
}

/** Throws CORRUPT_LOCAL_AGREEMENTS when the stored value cannot be read. */
export function readLocalAgreements(): SavedAgreement[] {
  try {
    return readRaw().map((item) => toSaved(item as Record<string, unknown>));
  } catch {
    throw new Error(CORRUPT_LOCAL_AGREEMENTS);
  }
}

/** Adds (or replaces, by id) a record. A corrupt stored value cannot be read by anyone, so it is replaced. */
export function storeLocalAgreement(record: TAgreementRecord) {
  let existing: unknown[];
  try {
    existing = readRaw();
  } catch {
    existing = [];
  }
  const others = existing.filter((item) => (item as { agreementId?: unknown }).agreementId !== record.agreementId);
  localStorage.setItem(MY_AGREEMENTS_KEY, JSON.stringify([record, ...others]));
}
