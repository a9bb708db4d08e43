// Home-loan EMI: the standard reducing-balance formula
// EMI = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate, n the months; rupees rounded at the end.
export type EmiYear = { year: number; principal: number; interest: number; balance: number };
export type EmiResult = { emi: number; totalInterest: number; totalPayment: number; schedule: EmiYear[] };

export const EMI_LIMITS = { maxLoan: 1_000_000_000, minRate: 0, maxRate: 30, minYears: 1, maxYears: 40 } as const;

/** `annualRatePercent` e.g. 8.5; `years` whole years. Zero interest divides the loan evenly. */
export function calculateEmi(loan: number, annualRatePercent: number, years: number): EmiResult {
  const months = Math.round(years * 12);
  const r = annualRatePercent / 12 / 100;
  const exact = r === 0 ? loan / months : (loan * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  const schedule: EmiYear[] = [];
  let balance = loan;
  for (let year = 1; year <= Math.ceil(months / 12); year++) {
    let principal = 0;
    let interest = 0;
    for (let m = 0; m < 12 && (year - 1) * 12 + m < months; m++) {
      const monthInterest = balance * r;
      interest += monthInterest;
      principal += exact - monthInterest;
      balance -= exact - monthInterest;
    }
    schedule.push({ year, principal: Math.round(principal), interest: Math.round(interest), balance: Math.max(0, Math.round(balance)) });
  }
  const totalPayment = exact * months;
  return { emi: Math.round(exact), totalInterest: Math.round(totalPayment - loan), totalPayment: Math.round(totalPayment), schedule };
}
