import { describe, expect, it } from 'vitest';
import type { TTenancyTerms } from '../contracts/tenancy.ts';
import { dueSchedule, monthlyRentOn, yearRent } from './due-schedule.ts';

const terms = (over: Partial<TTenancyTerms> = {}): TTenancyTerms => ({
  rent: 30_000,
  dueDay: 5,
  maintenance: 0,
  deposit: 60_000,
  startDate: '2026-04-01',
  endDate: '2027-02-28',
  lockInMonths: 0,
  noticeDays: 30,
  yearlyIncreasePercent: 0,
  ...over,
});

describe('dueSchedule', () => {
  it('draws one due a month on the due day, from the start to the end', () => {
    const lines = dueSchedule(terms());
    expect(lines).toHaveLength(11);
    expect(lines[0]).toMatchObject({ period: '2026-04', label: 'April 2026', dueOn: '2026-04-05', rent: 30_000, tds: 0, amountPayable: 30_000 });
    expect(lines.at(-1)).toMatchObject({ period: '2027-02', dueOn: '2027-02-05', from: '2027-02-01', to: '2027-02-28' });
  });

  it('puts a due day past a short month on its last day, and charges part months for their days', () => {
    const lines = dueSchedule(terms({ dueDay: 31, startDate: '2026-04-16', endDate: '2027-02-15' }));
    expect(lines[0]).toMatchObject({ from: '2026-04-16', to: '2026-04-30', dueOn: '2026-04-30', rent: 15_000 });
    expect(lines.find((l) => l.period === '2026-06')?.dueOn).toBe('2026-06-30');
    expect(lines.at(-1)).toMatchObject({ period: '2027-02', to: '2027-02-15', dueOn: '2027-02-15', rent: 16_071 });
  });

  it('applies the yearly increase from each anniversary of the start', () => {
    const t = terms({ startDate: '2026-01-01', endDate: '2028-06-30', yearlyIncreasePercent: 5 });
    expect(monthlyRentOn(t, '2026-12-31')).toBe(30_000);
    expect(monthlyRentOn(t, '2027-01-01')).toBe(31_500);
    expect(monthlyRentOn(t, '2028-01-01')).toBe(33_075);
    expect(dueSchedule(t).find((l) => l.period === '2027-01')?.rent).toBe(31_500);
  });

  it('shows maintenance apart and adds it to what is paid', () => {
    const line = dueSchedule(terms({ maintenance: 3_000 }))[1];
    expect(line).toMatchObject({ rent: 30_000, maintenance: 3_000, amountPayable: 33_000 });
  });

  it('takes 2% TDS once a tax year, from March, on the year’s rent when the month’s rent passes ₹50,000', () => {
    const lines = dueSchedule(terms({ rent: 60_000, endDate: '2027-08-31' }));
    expect(lines.filter((l) => l.tds > 0).map((l) => l.period)).toEqual(['2027-03', '2027-08']);
    const march = lines.find((l) => l.period === '2027-03');
    expect(march).toMatchObject({ rent: 60_000, tds: 14_400, amountPayable: 45_600 });
    // The tenancy's last month takes it on April to August.
    expect(lines.at(-1)).toMatchObject({ period: '2027-08', tds: 6_000 });
  });

  it('takes no TDS at ₹50,000 a month exactly', () => {
    expect(dueSchedule(terms({ rent: 50_000, endDate: '2027-03-31' })).every((l) => l.tds === 0)).toBe(true);
  });

  it('stops at an earlier last day (notice) and sums a tax year’s rent', () => {
    const lines = dueSchedule(terms(), '2026-06-10');
    expect(lines.map((l) => l.period)).toEqual(['2026-04', '2026-05', '2026-06']);
    expect(lines.at(-1)?.rent).toBe(10_000);
    expect(yearRent(dueSchedule(terms()), 2026)).toBe(330_000);
  });
});
