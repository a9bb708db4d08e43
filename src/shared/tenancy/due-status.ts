// A due's state on a day: paid states come from the ledger; the rest from the clock's date alone, so
// a due turns overdue when the day passes, with nothing written.
export type PaymentState = 'marked_paid' | 'confirmed';
export type DueStatus = 'upcoming' | 'due' | 'overdue' | PaymentState;

export function dueStatusOn(dueOn: string, payment: PaymentState | null, today: string): DueStatus {
  if (payment) return payment;
  if (today < dueOn) return 'upcoming';
  return today === dueOn ? 'due' : 'overdue';
}

/** Reminders go three days before, on the day, and the day after (overdue). */
export const REMINDER_DAYS_BEFORE = 3;
export const REFUND_REMINDER_DAYS = 30;
