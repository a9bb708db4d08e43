// Agreement rules of spec sections 4 and 9: duration options, type by duration, when the
// increment clause applies, and the term's dates (status, renewal) on calendar dates (YYYY-MM-DD).
export const RENTAL_AGREEMENT = 'Rental Agreement';
export const LEASE_AGREEMENT = 'Lease Agreement';
export const AGREEMENT_TYPES = [RENTAL_AGREEMENT, LEASE_AGREEMENT] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

export const ID_TYPES = ['Aadhaar', 'PAN'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const MIN_DURATION_MONTHS = 1;
export const MAX_DURATION_MONTHS = 60;
export const DEFAULT_DURATION_MONTHS = 11;
export const DEFAULT_INCREMENT_PERCENT = 5;
/** Spec section 9: 11 months or fewer is a Rental Agreement, 12 or more a Lease. */
export const LEASE_FROM_MONTHS = 12;
/** Spec section 9: the increment applies after every 18 months, only for such a lease. */
export const INCREMENT_EVERY_MONTHS = 18;
export const RENT_DUE_DAY = 5;
export const DEPOSIT_REFUND_DAYS = 15;
export const NOTICE_DAYS = 30;
export const MY_AGREEMENTS_KEY = 'myAgreements';

export function agreementTypeFor(durationMonths: number): AgreementType {
  return durationMonths >= LEASE_FROM_MONTHS ? LEASE_AGREEMENT : RENTAL_AGREEMENT;
}

/** '12 Months (1 Year)'; whole years get their label (spec section 9). */
export function durationLabel(months: number): string {
  const base = `${months} ${months === 1 ? 'Month' : 'Months'}`;
  if (months % 12 !== 0) return base;
  const years = months / 12;
  return `${base} (${years} ${years === 1 ? 'Year' : 'Years'})`;
}

export const DURATION_OPTIONS = Array.from({ length: MAX_DURATION_MONTHS }, (_, i) => ({
  value: i + 1,
  label: durationLabel(i + 1),
}));

/** The increment field is offered only for a lease of 18 months or more. */
export function isIncrementOffered(agreementType: string, durationMonths: number): boolean {
  return agreementType === LEASE_AGREEMENT && durationMonths >= INCREMENT_EVERY_MONTHS;
}

/** The clause appears only when offered and above 0% (spec section 5). */
export function hasIncrementClause(agreementType: string, durationMonths: number, incrementPercent: number): boolean {
  return isIncrementOffered(agreementType, durationMonths) && incrementPercent > 0;
}

const toUtc = (date: string) => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return { y, m, d };
};
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Adds whole months; a day past the new month's end lands on its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const { y, m, d } = toUtc(date);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

export function addDays(date: string, days: number): string {
  const { y, m, d } = toUtc(date);
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
}

/** The day a renewal starts: the day after the term ends. */
export const renewalStartDate = (startDate: string, durationMonths: number) => addMonths(startDate, durationMonths);

/** The last day of the term (inclusive). */
export const termEndDate = (startDate: string, durationMonths: number) => addDays(renewalStartDate(startDate, durationMonths), -1);

export const AGREEMENT_STATUSES = ['UPCOMING', 'ACTIVE', 'EXPIRED'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** Status is derived from the dates, never stored as the truth (docs/decisions/0048-agreements-saved.md). */
export function agreementStatusOn(today: string, startDate: string, durationMonths: number): AgreementStatus {
  if (today < startDate) return 'UPCOMING';
  if (today > termEndDate(startDate, durationMonths)) return 'EXPIRED';
  return 'ACTIVE';
}

/** Deposits in Hyderabad run from two to ten months' rent; more is worth a second look before printing. */
export const HIGH_DEPOSIT_MONTHS = 10;
export const HIGH_DEPOSIT_WARNING = `This deposit is more than ${HIGH_DEPOSIT_MONTHS} months' rent. Please check the amount.`;

/** Whether a deposit (whole rupees, as typed) is more than HIGH_DEPOSIT_MONTHS of the rent: a warning, not a refusal. */
export function isDepositHigh(rentAmount: string, depositAmount: string): boolean {
  const rent = Number(rentAmount);
  const deposit = Number(depositAmount);
  return /^\d+$/.test(rentAmount) && /^\d+$/.test(depositAmount) && rent > 0 && deposit > rent * HIGH_DEPOSIT_MONTHS;
}
