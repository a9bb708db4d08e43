import { describe, expect, it } from 'vitest';
import {
  HIGH_DEPOSIT_WARNING,
  isDepositHigh,
  addMonths,
  agreementStatusOn,
  agreementTypeFor,
  DURATION_OPTIONS,
  hasIncrementClause,
  isIncrementOffered,
  renewalStartDate,
  termEndDate,
} from './rules.ts';

describe('agreement type by duration', () => {
  it('is a Rental Agreement up to 11 months and a Lease from 12', () => {
    expect(agreementTypeFor(1)).toBe('Rental Agreement');
    expect(agreementTypeFor(11)).toBe('Rental Agreement');
    expect(agreementTypeFor(12)).toBe('Lease Agreement');
    expect(agreementTypeFor(60)).toBe('Lease Agreement');
  });
});

describe('duration options', () => {
  it('run from 1 to 60 months with year labels at whole years', () => {
    expect(DURATION_OPTIONS).toHaveLength(60);
    expect(DURATION_OPTIONS[0]).toEqual({ value: 1, label: '1 Month' });
    expect(DURATION_OPTIONS[10]!.label).toBe('11 Months');
    expect(DURATION_OPTIONS[11]!.label).toBe('12 Months (1 Year)');
    expect(DURATION_OPTIONS[23]!.label).toBe('24 Months (2 Years)');
    expect(DURATION_OPTIONS[35]!.label).toBe('36 Months (3 Years)');
    expect(DURATION_OPTIONS[47]!.label).toBe('48 Months (4 Years)');
    expect(DURATION_OPTIONS[59]!.label).toBe('60 Months (5 Years)');
    expect(DURATION_OPTIONS.filter((o) => o.label.includes('Year'))).toHaveLength(5);
  });
});

describe('increment clause', () => {
  it('is offered only for a lease of 18 months or more', () => {
    expect(isIncrementOffered('Lease Agreement', 17)).toBe(false);
    expect(isIncrementOffered('Lease Agreement', 18)).toBe(true);
    expect(isIncrementOffered('Rental Agreement', 18)).toBe(false);
  });
  it('appears only above 0%', () => {
    expect(hasIncrementClause('Lease Agreement', 17, 5)).toBe(false);
    expect(hasIncrementClause('Lease Agreement', 18, 5)).toBe(true);
    expect(hasIncrementClause('Lease Agreement', 18, 0)).toBe(false);
  });
});

describe('term dates', () => {
  it('ends the day before the same date months later, clamping short months', () => {
    expect(termEndDate('2026-01-01', 11)).toBe('2026-11-30');
    expect(termEndDate('2026-03-15', 12)).toBe('2027-03-14');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
  });
  it('renews on the day after the term ends', () => {
    expect(renewalStartDate('2026-01-01', 11)).toBe('2026-12-01');
  });
  it('derives the status from today', () => {
    expect(agreementStatusOn('2025-12-31', '2026-01-01', 11)).toBe('UPCOMING');
    expect(agreementStatusOn('2026-01-01', '2026-01-01', 11)).toBe('ACTIVE');
    expect(agreementStatusOn('2026-11-30', '2026-01-01', 11)).toBe('ACTIVE');
    expect(agreementStatusOn('2026-12-01', '2026-01-01', 11)).toBe('EXPIRED');
  });
});

describe('a high deposit', () => {
  it("is flagged past ten months' rent, and not at ten or when an amount is missing", () => {
    expect(isDepositHigh('20000', '200001')).toBe(true);
    expect(isDepositHigh('20000', '200000')).toBe(false);
    expect(isDepositHigh('', '500000')).toBe(false);
    expect(isDepositHigh('20000', '')).toBe(false);
    expect(HIGH_DEPOSIT_WARNING).toContain('10 months');
  });
});
