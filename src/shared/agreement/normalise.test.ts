//the spellings people type or paste are accepted by the wizard's filters and by the
// server's contract alike, and keep the right digits.
import { describe, expect, it } from 'vitest';
import { ZSaveAgreementRequest } from '../contracts/agreement.ts';
import { filterPan, keepDigits, normaliseAgreementForm, normaliseIdNumber } from './input-filters.ts';
import { SAMPLE_AGREEMENT_FORM } from './sample-form.ts';
import { AGREEMENT_MESSAGES, validateIdNumber } from './validators.ts';

const aadhaar = SAMPLE_AGREEMENT_FORM.ownerIdType === 'Aadhaar' ? SAMPLE_AGREEMENT_FORM.ownerIdNumber : '';
const spaced = (digits: string) => `${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}`;

describe('Aadhaar spellings', () => {
  it.each([spaced, (d: string) => d.replace(/(\d{4})(?=\d)/g, '$1-'), (d: string) => ` ${d} `])('accepts %#', (spell) => {
    expect(normaliseIdNumber('Aadhaar', spell(aadhaar))).toBe(aadhaar);
    expect(keepDigits(spell(aadhaar), 12)).toBe(aadhaar);
  });
});

describe('PAN', () => {
  it('accepts lower case and spaces', () => {
    expect(normaliseIdNumber('PAN', 'abcpe 1234 f')).toBe('ABCPE1234F');
    expect(filterPan('abcpe 1234 f')).toBe('ABCPE1234F');
  });
  it('explains the holder-type rule when refused', () => {
    const message = validateIdNumber('PAN', 'ABCXE1234F');
    expect(message).toBe(AGREEMENT_MESSAGES.panHolderType);
    for (const part of ['4th letter', 'P person', 'C company', 'H HUF', 'F firm', 'T trust', 'G government']) {
      expect(message).toContain(part);
    }
  });
});

describe('the server contract normalises before it checks', () => {
  const body = { ...SAMPLE_AGREEMENT_FORM, agreementId: 'GRUHA-ABCDE12345' };
  it.each(['+91 77023 45678', '077023-45678', '77023 45678', '0091 7702345678'])('phone %j is saved as 10 digits', (phone) => {
    const parsed = ZSaveAgreementRequest.safeParse({ ...body, ownerPhone: phone, tenantPhone: phone });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.ownerPhone).toBe('7702345678');
    expect(parsed.data?.tenantPhone).toBe('7702345678');
  });
  it('saves a spaced Aadhaar as its 12 digits', () => {
    const parsed = ZSaveAgreementRequest.safeParse({ ...body, ownerIdType: 'Aadhaar', ownerIdNumber: spaced(aadhaar) });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.ownerIdNumber).toBe(aadhaar);
  });
  it('refuses a phone with too many digits instead of cutting it', () => {
    const parsed = ZSaveAgreementRequest.safeParse({ ...body, ownerPhone: '77023 45678 9' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('ownerPhone');
  });
  it('keeps the form otherwise as typed', () => {
    expect(normaliseAgreementForm(SAMPLE_AGREEMENT_FORM)).toEqual(SAMPLE_AGREEMENT_FORM);
  });
});
