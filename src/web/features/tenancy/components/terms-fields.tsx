// The terms' fields, for inviting a tenant and for proposing a version: rent, due day, maintenance,
// deposit, start and end, lock-in, notice period and yearly increase.
import { DateInput } from '#web/components/date-input.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { TextField } from '#web/components/schema-field.tsx';
import type { SchemaForm } from '#web/lib/use-schema-form.ts';
import type { TermsValues } from '../lib/terms-form.ts';

const digits = (typed: string) => typed.replace(/\D/g, '');

export function DateField<T extends Record<string, unknown>>({ form, name, label }: { form: SchemaForm<T>; name: keyof T & string; label: string }) {
  const field = form.field(name);
  return (
    <FormField label={label} isRequired={field.isRequired} error={field.error} isErrorAnnounced={field.isErrorAnnounced} hint="DD/MM/YYYY">
      {(control) => (
        <DateInput
          {...control}
          name={name}
          className="input"
          value={field.value as string}
          onValueChange={(value) => field.onChange(value as T[keyof T & string])}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}

export function TermsFields<T extends TermsValues & Record<string, unknown>>({ form }: { form: SchemaForm<T> }) {
  const terms = form as unknown as SchemaForm<TermsValues>;
  return (
    <>
      <TextField form={terms} name="rent" label="Monthly rent (₹)" inputMode="numeric" keep={digits} />
      <TextField
        form={terms}
        name="dueDay"
        label="Rent due on day"
        inputMode="numeric"
        keep={digits}
        hint="1 to 31; 29-31 fall on a short month's last day"
      />
      <TextField
        form={terms}
        name="maintenance"
        label="Maintenance a month (₹)"
        inputMode="numeric"
        keep={digits}
        hint="0 when included in the rent"
      />
      <TextField form={terms} name="deposit" label="Security deposit (₹)" inputMode="numeric" keep={digits} />
      <DateField form={terms} name="startDate" label="Start date" />
      <DateField form={terms} name="endDate" label="End date" />
      <TextField form={terms} name="lockInMonths" label="Lock-in (months)" inputMode="numeric" keep={digits} />
      <TextField form={terms} name="noticeDays" label="Notice period (days)" inputMode="numeric" keep={digits} />
      <TextField form={terms} name="yearlyIncreasePercent" label="Yearly increase (%)" inputMode="decimal" />
    </>
  );
}
