// The rental agreement being written, kept on this device (like Post Property's draft) so Back, a
// refresh or a closed tab loses nothing typed. The owner's and tenant's Aadhaar or PAN numbers are not
// kept: they are typed again rather than left in the browser's storage (docs/forms.md).
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import { INITIAL_AGREEMENT_FORM } from '../hooks/use-agreement-wizard.ts';

const NOT_KEPT = ['ownerIdNumber', 'tenantIdNumber'] as const;

const keyOf = (userId: number | null) => `gruha.agreementDraft.${userId ?? 'visitor'}`;

/** The draft's fields the form has, each a string; null when there is none or it is unreadable. */
export function readAgreementDraft(userId: number | null): TAgreementForm | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const form: Record<string, string> = { ...INITIAL_AGREEMENT_FORM };
    for (const field of Object.keys(INITIAL_AGREEMENT_FORM)) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === 'string') form[field] = value;
    }
    return form as TAgreementForm;
  } catch {
    return null;
  }
}

/** Keeps what was typed, or forgets the draft once the form is back to its start. Storage may be off: the form works on. */
export function writeAgreementDraft(userId: number | null, form: TAgreementForm) {
  const kept: Record<string, string> = { ...form };
  for (const field of NOT_KEPT) kept[field] = '';
  try {
    if (JSON.stringify(kept) === JSON.stringify(INITIAL_AGREEMENT_FORM)) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify(kept));
  } catch {
    // Nothing kept; the form itself is unaffected.
  }
}

export function clearAgreementDraft(userId: number | null) {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // Storage off: there is no draft to clear.
  }
}
