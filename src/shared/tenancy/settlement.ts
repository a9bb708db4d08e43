// The deposit's settlement: unpaid dues from the ledger and the owner's deductions come off the
// deposit unless the tenant disputes them; the refund due never goes below zero.
export type DeductionAnswer = 'pending' | 'accepted' | 'disputed';

export type SettlementInput = {
  deposit: number;
  unpaidDues: { amount: number }[];
  deductions: { amount: number; answer: DeductionAnswer }[];
};

export function settlementSums({ deposit, unpaidDues, deductions }: SettlementInput) {
  const unpaid = unpaidDues.reduce((sum, due) => sum + due.amount, 0);
  const undisputed = deductions.filter((d) => d.answer !== 'disputed').reduce((sum, d) => sum + d.amount, 0);
  const disputedDeductions = deductions.filter((d) => d.answer === 'disputed').reduce((sum, d) => sum + d.amount, 0);
  const agreedDeductions = unpaid + undisputed;
  return { agreedDeductions, disputedDeductions, refundDue: Math.max(0, deposit - agreedDeductions) };
}
