import { describe, expect, it } from 'vitest';
import { noticeLastDay } from './notice.ts';
import { isPanRequired, maskPan, needsRevenueStamp, receiptNumber } from './receipt-rules.ts';
import { settlementSums } from './settlement.ts';
import { isUpiIdShape, upiPayLink } from './upi-link.ts';
import { dueStatusOn } from './due-status.ts';
import { financialYearLabel, financialYearOf } from './calendar.ts';
import { roomsFor } from './rooms.ts';
import { isDepositAboveModelCap, LEGAL_RULES, tdsPercentOn } from './legal-rules.ts';

const terms = { startDate: '2026-04-01', endDate: '2027-02-28', lockInMonths: 6, noticeDays: 30 };

describe('noticeLastDay', () => {
  it('counts the notice period from the day given', () => {
    expect(noticeLastDay(terms, '2026-11-10')).toBe('2026-12-10');
  });
  it('is not before the lock-in ends', () => {
    expect(noticeLastDay(terms, '2026-05-01')).toBe('2026-09-30');
  });
  it('is not after the term ends', () => {
    expect(noticeLastDay(terms, '2027-02-10')).toBe('2027-02-28');
  });
});

describe('receipt rules', () => {
  it('asks for the PAN above ₹1,00,000 a year and a stamp on cash above ₹5,000', () => {
    expect(isPanRequired(100_000)).toBe(false);
    expect(isPanRequired(100_001)).toBe(true);
    expect(needsRevenueStamp('cash', 5_000)).toBe(false);
    expect(needsRevenueStamp('cash', 5_001)).toBe(true);
    expect(needsRevenueStamp('upi', 50_000)).toBe(false);
  });
  it('masks a PAN and numbers a receipt by tenancy and month', () => {
    expect(maskPan('ABCDE1234F')).toBe('XXXXXX234F');
    expect(receiptNumber(7, '2026-04')).toBe('RR-7-202604');
  });
  it('takes 5% TDS before October 2024 and 2% since', () => {
    expect(tdsPercentOn('2024-09-30')).toBe(5);
    expect(tdsPercentOn('2024-10-01')).toBe(2);
  });
});

describe('settlementSums', () => {
  it('takes unpaid dues and undisputed deductions off the deposit', () => {
    const sums = settlementSums({
      deposit: 60_000,
      unpaidDues: [{ amount: 10_000 }],
      deductions: [
        { amount: 5_000, answer: 'accepted' },
        { amount: 8_000, answer: 'disputed' },
        { amount: 2_000, answer: 'pending' },
      ],
    });
    expect(sums).toEqual({ agreedDeductions: 17_000, disputedDeductions: 8_000, refundDue: 43_000 });
  });
  it('never owes a negative refund', () => {
    expect(settlementSums({ deposit: 1_000, unpaidDues: [{ amount: 5_000 }], deductions: [] }).refundDue).toBe(0);
  });
});

describe('UPI', () => {
  it('checks the shape of a UPI ID', () => {
    expect(isUpiIdShape('ravi.kumar@okhdfcbank')).toBe(true);
    expect(isUpiIdShape('9876543210@ybl')).toBe(true);
    expect(isUpiIdShape('ravi.kumar')).toBe(false);
    expect(isUpiIdShape('ravi@')).toBe(false);
    expect(isUpiIdShape('ravi@ok bank')).toBe(false);
  });
  it('writes the NPCI pay link with the amount in rupees and the month in the note', () => {
    expect(upiPayLink({ upiId: 'Ravi@YBL', payeeName: 'Ravi Kumar', amount: 30000, note: 'Rent April 2026' })).toBe(
      'upi://pay?pa=ravi%40ybl&pn=Ravi%20Kumar&am=30000.00&cu=INR&tn=Rent%20April%202026',
    );
  });
});

describe('dates and rooms', () => {
  it('turns a due overdue when its day passes', () => {
    expect(dueStatusOn('2026-05-05', null, '2026-05-04')).toBe('upcoming');
    expect(dueStatusOn('2026-05-05', null, '2026-05-05')).toBe('due');
    expect(dueStatusOn('2026-05-05', null, '2026-05-06')).toBe('overdue');
    expect(dueStatusOn('2026-05-05', 'confirmed', '2026-06-06')).toBe('confirmed');
  });
  it('names the tax year April to March', () => {
    expect(financialYearOf('2027-03-31')).toBe(2026);
    expect(financialYearOf('2027-04-01')).toBe(2027);
    expect(financialYearLabel(2026)).toBe('2026-27');
  });
  it('lays out rooms by BHK', () => {
    expect(roomsFor(2).map((r) => r.name)).toEqual(['Living room', 'Kitchen', 'Bedroom 1', 'Bedroom 2', 'Bathroom 1', 'Bathroom 2', 'Balcony']);
    expect(roomsFor(0)[0]?.name).toBe('Studio room');
  });
});

describe('the declared legal rules', () => {
  it('each carry their law, source and the date they were checked', () => {
    for (const rule of LEGAL_RULES) {
      expect(rule.law.length).toBeGreaterThan(10);
      expect(rule.source.length).toBeGreaterThan(10);
      expect(rule.checkedOn).toBe('2026-11-29');
    }
  });
  it('tells a deposit above two months’ rent (the Model Tenancy Act’s cap) apart', () => {
    expect(isDepositAboveModelCap({ rent: 30_000, deposit: 60_000 })).toBe(false);
    expect(isDepositAboveModelCap({ rent: 30_000, deposit: 60_001 })).toBe(true);
  });
});
