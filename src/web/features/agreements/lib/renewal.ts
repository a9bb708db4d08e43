// 'Renew' on a saved agreement opens the builder with the same parties, property and terms,
// starting the day after the old term ends. Handed over as router state.
import { renewalStartDate } from '#shared/agreement/rules.ts';
import type { TAgreementForm } from '#shared/contracts/agreement.ts';

export type RenewalState = { renewFrom: { agreementId: string; form: TAgreementForm } };

export function renewalOf(state: unknown): { agreementId: string; form: TAgreementForm } | null {
  const renewFrom = (state as Partial<RenewalState> | null)?.renewFrom;
  if (!renewFrom?.form) return null;
  const startDate = renewalStartDate(renewFrom.form.startDate, Number(renewFrom.form.duration));
  return { agreementId: renewFrom.agreementId, form: { ...renewFrom.form, startDate } };
}
