// The terms as a form holds them (text in each input) and the flat schemas the terms forms check
// with: the contract's own rules, with the fields beside them that each form adds.
import { z } from '#shared/zod.ts';
import { ZInvitee, ZInviteTenantRequest, ZProposeTermsRequest, ZTenancyTermsInput, type TTenancyTerms } from '#shared/contracts/tenancy.ts';

export type TermsValues = {
  rent: string;
  dueDay: string;
  maintenance: string;
  deposit: string;
  startDate: string;
  endDate: string;
  lockInMonths: string;
  noticeDays: string;
  yearlyIncreasePercent: string;
};

export const TERMS_FIELDS = [
  'rent',
  'dueDay',
  'maintenance',
  'deposit',
  'startDate',
  'endDate',
  'lockInMonths',
  'noticeDays',
  'yearlyIncreasePercent',
] as const satisfies readonly (keyof TermsValues)[];

export const EMPTY_TERMS: TermsValues = {
  rent: '',
  dueDay: '5',
  maintenance: '0',
  deposit: '',
  startDate: '',
  endDate: '',
  lockInMonths: '0',
  noticeDays: '30',
  yearlyIncreasePercent: '5',
};

/** Terms already agreed or proposed, as the form's starting values. */
export function termsValues(terms: TTenancyTerms): TermsValues {
  const values = { ...EMPTY_TERMS };
  for (const name of TERMS_FIELDS) values[name] = String(terms[name]);
  return values;
}

/** The terms out of a form's parsed values. */
export function termsOf(parsed: TTenancyTerms): TTenancyTerms {
  return Object.fromEntries(TERMS_FIELDS.map((name) => [name, parsed[name]])) as TTenancyTerms;
}

export const ZProposeTermsForm = ZTenancyTermsInput.safeExtend({ text: ZProposeTermsRequest.shape.text });

export const ZInviteTenantForm = ZTenancyTermsInput.safeExtend({
  address: ZInviteTenantRequest.shape.address,
  bhk: ZInviteTenantRequest.shape.bhk,
  mobile: z.string(),
  email: z.string(),
  text: z.string().trim().max(20_000, 'Must be at most 20000 characters'),
}).superRefine((form, ctx) => {
  const invitee = ZInvitee.safeParse({ mobile: form.mobile.trim() || null, email: form.email.trim() || null });
  for (const issue of invitee.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});
