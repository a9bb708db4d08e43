import { describe, expect, it } from 'vitest';
import type { TAgreementRecord } from '#shared/contracts/agreement.ts';
import { displayStatus, mergeAgreements } from './merge-agreements.ts';

const base = { agreementType: 'Rental Agreement', ownerName: 'A', tenantName: 'B', startDate: '2026-01-01', durationMonths: 11 } as const;

describe('My Agreements list', () => {
  it('shows one card per id, the account copy winning, newest first, records without id last', () => {
    const local = [
      { ...base, agreementId: 'GRUHA-AAAAAAAAAA', createdAt: '2026-01-01T00:00:00Z' },
      { ...base, agreementId: 'GRUHA-BBBBBBBBBB', createdAt: '2026-03-01T00:00:00Z' },
      { ...base },
    ];
    const account = [{ ...base, agreementId: 'GRUHA-AAAAAAAAAA', createdAt: '2026-01-01T00:00:00Z' } as TAgreementRecord];
    const merged = mergeAgreements(local, account);
    expect(merged.map((r) => [r.agreementId, r.isOnServer ?? false])).toEqual([
      ['GRUHA-BBBBBBBBBB', false],
      ['GRUHA-AAAAAAAAAA', true],
      [undefined, false],
    ]);
  });

  it('derives the status from the dates, else shows the stored one, else N/A', () => {
    expect(displayStatus(base, '2026-06-01')).toBe('ACTIVE');
    expect(displayStatus(base, '2027-06-01')).toBe('EXPIRED');
    expect(displayStatus({ status: 'ACTIVE' }, '2026-06-01')).toBe('ACTIVE');
    expect(displayStatus({}, '2026-06-01')).toBe('N/A');
  });
});
