import { describe, expect, it } from 'vitest';
import { calculateEmi } from './emi.ts';
import { formatRupees } from './money.ts';

describe('calculateEmi', () => {
  it("matches the banks' figure for ₹50 lakh at 8.5% over 20 years", () => {
    const result = calculateEmi(5_000_000, 8.5, 20);
    expect(result.emi).toBe(43_391);
    expect(result.totalInterest).toBe(5_413_879);
    expect(result.schedule).toHaveLength(20);
    expect(result.schedule[19]!.balance).toBe(0);
    const paid = result.schedule.reduce((sum, y) => sum + y.principal, 0);
    expect(Math.abs(paid - 5_000_000)).toBeLessThanOrEqual(20);
  });

  it.each([
    [10_000_000, 9, 30, 80_462],
    [2_000_000, 7.5, 15, 18_540],
    [3_000_000, 10, 5, 63_741],
  ])('₹%i at %f%% over %i years is ₹%i a month', (loan, rate, years, emi) => {
    expect(calculateEmi(loan, rate, years).emi).toBe(emi);
  });

  it('reads in Indian formats', () => {
    expect(formatRupees(calculateEmi(5_000_000, 8.5, 20).totalInterest)).toBe('₹54,13,879');
  });

  it('splits a loan without interest evenly', () => {
    expect(calculateEmi(1_200_000, 0, 1)).toMatchObject({
      emi: 100_000,
      totalInterest: 0,
      schedule: [{ year: 1, principal: 1_200_000, interest: 0, balance: 0 }],
    });
  });
});
