// Terms for a new tenancy drawn from a saved rental agreement's form; checked by the same rules as
// terms typed in, so a bad figure is refused naming the field.
import { termEndDate } from '#shared/agreement/rules.ts';
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import { ZTenancyTermsInput, type TTenancyTerms } from '#shared/contracts/tenancy.ts';
import { badRequest } from '#server/http/app-error.ts';

const rupeesOf = (text: string) => Number(text.replace(/[^\d]/g, '') || '0');

type Extras = { dueDay?: number; lockInMonths?: number; noticeDays?: number };

/** The agreement's rent, deposit, maintenance and term; its increment clause (every 18 months) is not a yearly increase, so none is assumed. */
export function termsFromAgreement(form: TAgreementForm, extras: Extras): TTenancyTerms {
  const months = Number(form.duration);
  return checkedTerms({
    rent: rupeesOf(form.rentAmount),
    deposit: rupeesOf(form.depositAmount),
    maintenance: rupeesOf(form.maintenanceAmount),
    startDate: form.startDate,
    endDate: Number.isInteger(months) && months > 0 ? termEndDate(form.startDate, months) : form.startDate,
    dueDay: extras.dueDay ?? 5,
    lockInMonths: extras.lockInMonths ?? 0,
    noticeDays: extras.noticeDays ?? 30,
    yearlyIncreasePercent: 0,
  });
}

/** Terms by the contract's rules, or a 400 naming each bad field under `terms.`. */
export function checkedTerms(input: unknown): TTenancyTerms {
  const parsed = ZTenancyTermsInput.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[`terms.${issue.path.join('.')}`] ??= issue.message;
  throw badRequest(Object.values(errors)[0] ?? 'Invalid terms', errors);
}
