import { describe, expect, it } from 'vitest';
import { filterPan, filterPercent, keepDigits } from './input-filters.ts';
import { AGREEMENT_MESSAGES, passesVerhoeff, validateAgreementField, validateAgreementForm, validateIdNumber, validatePhone } from './validators.ts';
import { SAMPLE_AGREEMENT_FORM } from './sample-form.ts';

const form = SAMPLE_AGREEMENT_FORM;

describe('Aadhaar', () => {
  it('passes a number with the right Verhoeff check digit', () => {
    expect(passesVerhoeff('234123412346')).toBe(true);
    expect(validateIdNumber('Aadhaar', '234123412346')).toBeUndefined();
  });
  it('catches one mistyped digit and a swap of neighbours', () => {
    expect(validateIdNumber('Aadhaar', '234123412347')).toBe('Invalid Aadhaar number.');
    expect(validateIdNumber('Aadhaar', '234123412316')).toBe('Invalid Aadhaar number.');
    expect(validateIdNumber('Aadhaar', '324123412346')).toBe('Invalid Aadhaar number.');
  });
  it('asks for it and for exactly 12 digits', () => {
    expect(validateIdNumber('Aadhaar', '')).toBe('Aadhaar number is required.');
    expect(validateIdNumber('Aadhaar', '23412341234')).toBe('Must be exactly 12 numeric digits.');
  });
});

describe('PAN', () => {
  it('accepts the AAAAA1111A shape with a holder-type 4th letter', () => {
    for (const type of 'PCHFATBLJG') expect(validateIdNumber('PAN', `ABC${type}E1234F`)).toBeUndefined();
  });
  it('refuses a bad shape and an unknown holder type', () => {
    expect(validateIdNumber('PAN', '')).toBe('PAN number is required.');
    expect(validateIdNumber('PAN', 'ABCP1234F')).toBe('Invalid PAN format (AAAAA1111A).');
    expect(validateIdNumber('PAN', 'ABCXE1234F')).toBe(AGREEMENT_MESSAGES.panHolderType);
  });
});

describe('phone', () => {
  it('needs exactly 10 digits', () => {
    expect(validatePhone('')).toBe('Phone number is required.');
    expect(validatePhone('98765')).toBe('Must be exactly 10 numeric digits.');
    expect(validatePhone('9876543210')).toBeUndefined();
  });
});

describe('the whole form', () => {
  it('accepts a good form', () => {
    expect(validateAgreementForm(form)).toEqual({});
  });
  it("uses the spec's required messages", () => {
    const empty = {
      ...form,
      ownerName: ' ',
      tenantName: '',
      propertyAddress: '',
      jurisdiction: '',
      rentAmount: '',
      depositAmount: '',
      startDate: '',
    };
    expect(validateAgreementForm(empty)).toEqual({
      ownerName: 'Owner name is required.',
      tenantName: 'Tenant name is required.',
      propertyAddress: 'Property address is required.',
      jurisdiction: 'Jurisdiction is required.',
      rentAmount: 'Rent amount is required.',
      depositAmount: 'Deposit amount is required.',
      startDate: 'Start date is required.',
    });
  });
  it('refuses a type that does not follow the duration', () => {
    expect(validateAgreementForm({ ...form, duration: '12' }).agreementType).toBe('Agreement type must be Lease Agreement for 12 months.');
  });
  it('checks the increment only when it is offered', () => {
    expect(validateAgreementField('incrementPercentage', { ...form, incrementPercentage: '500' })).toBeUndefined();
    const lease = { ...form, duration: '24', agreementType: 'Lease Agreement' as const };
    expect(validateAgreementField('incrementPercentage', { ...lease, incrementPercentage: '500' })).toBe('Increment must be a number from 0 to 100.');
    expect(validateAgreementField('incrementPercentage', { ...lease, incrementPercentage: '0' })).toBeUndefined();
  });
});

describe('input filters', () => {
  it('keeps digits up to a length', () => {
    expect(keepDigits('98a76-54 3210 99', 10)).toBe('9876543210');
  });
  it('forces PAN by position and upper-cases it', () => {
    expect(filterPan('abcpe1234f')).toBe('ABCPE1234F');
    expect(filterPan('a1bcpe12x34fzz')).toBe('ABCPE1234F');
  });
  it('keeps one decimal point in a percentage', () => {
    expect(filterPercent('7.5.1%')).toBe('7.51');
  });
});
