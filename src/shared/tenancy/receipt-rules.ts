// What a rent receipt must carry: the owner's PAN once the year's rent passes the HRA threshold (or
// the owner's declaration of none), and a revenue stamp box on a cash receipt above the stamp limit.
import { PAN_FOR_HRA, REVENUE_STAMP } from './legal-rules.ts';

export const isPanRequired = (yearRent: number) => yearRent > PAN_FOR_HRA.yearlyThreshold;

export const needsRevenueStamp = (mode: 'upi' | 'cash', amountReceived: number) => mode === 'cash' && amountReceived > REVENUE_STAMP.cashThreshold;

/**
 * A PAN as screens, emails and exports show it, its last four characters only: ABCDE1234F ->
 * XXXXXX234F (the first five letters include the holder's surname initial). Whole only on the
 * receipts and statements the parties print.
 */
export const maskPan = (pan: string) => `${'X'.repeat(Math.max(pan.length - 4, 4))}${pan.slice(-4)}`;

/** 'RR-{tenancy}-{YYYYMM}': one receipt per tenancy and month, so the number says what it is for. */
export const receiptNumber = (tenancyId: number, period: string) => `RR-${tenancyId}-${period.replace('-', '')}`;

export const NO_PAN_DECLARATION = 'The owner has declared that they do not have a Permanent Account Number (PAN).';
