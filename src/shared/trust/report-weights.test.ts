import { describe, expect, it } from 'vitest';
import { REPORTS_THRESHOLD, reportWeight, weighReports } from './report-weights.ts';

const fresh = { accountAgeDays: 0, isEmailConfirmed: false, upheld: 0, dismissed: 0 };

describe('report weights', () => {
  it('give a fresh, unconfirmed account nothing, and a confirmed one a quarter', () => {
    expect(reportWeight(fresh)).toBe(0);
    expect(reportWeight({ ...fresh, isEmailConfirmed: true })).toBe(0.25);
  });

  it('grow with the account age, the confirmed email and upheld reports, up to the ceiling', () => {
    expect(reportWeight({ ...fresh, accountAgeDays: 7 })).toBe(0.25);
    expect(reportWeight({ ...fresh, accountAgeDays: 30, isEmailConfirmed: true })).toBe(0.75);
    expect(reportWeight({ ...fresh, accountAgeDays: 30, isEmailConfirmed: true, upheld: 1 })).toBe(1);
    expect(reportWeight({ ...fresh, accountAgeDays: 400, isEmailConfirmed: true, upheld: 9 })).toBe(1.25);
  });

  it('shrink with dismissed reports, never below nothing', () => {
    expect(reportWeight({ ...fresh, accountAgeDays: 30, isEmailConfirmed: true, dismissed: 1 })).toBe(0.5);
    expect(reportWeight({ ...fresh, accountAgeDays: 30, dismissed: 5 })).toBe(0);
  });

  it('count one network once, at its heaviest report', () => {
    expect(
      weighReports([
        { network: 'a', weight: 1 },
        { network: 'a', weight: 0.5 },
        { network: 'b', weight: 0.75 },
      ]),
    ).toBe(1.75);
  });

  it('need at least three of the heaviest reporters to reach the threshold', () => {
    const heaviest = reportWeight({ accountAgeDays: 400, isEmailConfirmed: true, upheld: 9, dismissed: 0 });
    expect(weighReports(['a', 'b'].map((network) => ({ network, weight: heaviest })))).toBeLessThan(REPORTS_THRESHOLD);
    expect(weighReports(['a', 'b', 'c'].map((network) => ({ network, weight: heaviest })))).toBeGreaterThanOrEqual(REPORTS_THRESHOLD);
  });
});
