// The saved agreement record (spec section 3) made from a submitted form; used by the browser's
// myAgreements list and by the server, so both copies look the same.
import { AGREEMENT_ID_PREFIX, type TAgreementForm, type TAgreementRecord } from '../contracts/agreement.ts';
import { agreementStatusOn } from './rules.ts';

const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A fresh id such as 'GRUHA-7K3F9Q2M4B' (50 random bits; the server's unique key settles a clash). */
export function newAgreementId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return AGREEMENT_ID_PREFIX + Array.from(bytes, (b) => ID_ALPHABET[b % 32]).join('');
}

/** The first part of the address, for a card ('Flat 302, Lotus Residency, ...' → 'Flat 302, Lotus Residency'). */
export function shortAddress(address: string): string {
  const short = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(', ');
  return short.length > 60 ? `${short.slice(0, 57)}...` : short;
}

export function toAgreementRecord(agreementId: string, form: TAgreementForm, createdAt: string, today: string): TAgreementRecord {
  const durationMonths = Number(form.duration);
  return {
    agreementId,
    agreementType: form.agreementType,
    status: agreementStatusOn(today, form.startDate, durationMonths),
    ownerName: form.ownerName.trim(),
    tenantName: form.tenantName.trim(),
    propertyAddressShort: shortAddress(form.propertyAddress),
    propertyAddress: form.propertyAddress.trim(),
    startDate: form.startDate,
    durationMonths,
    createdAt,
    form,
  };
}
