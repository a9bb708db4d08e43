// Labelled inputs bound to the wizard: the error shows under the field once it is touched
// (spec section 4), and is announced to screen readers through aria-describedby.
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { AgreementField } from '#shared/agreement/validators.ts';
import { DateInput } from '#web/components/date-input.tsx';
import { FormField } from '#web/components/form-field.tsx';
import type { AgreementWizard } from '../hooks/use-agreement-wizard.ts';

type CommonProps = { wizard: AgreementWizard; field: AgreementField; label: string; hint?: ReactNode; className?: string };

type TextFieldProps = CommonProps & {
  multiline?: boolean;
  /** The hint follows what is typed (the amount in words). */
  isHintLive?: boolean;
  isRequired?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength' | 'readOnly'>;

export function WizardTextField({ wizard, field, label, hint, isHintLive, className, multiline, isRequired = true, ...inputProps }: TextFieldProps) {
  const error = wizard.visibleError(field);
  const bound = {
    name: field,
    className: 'input',
    value: wizard.form[field],
    onBlur: () => wizard.blurField(field),
    onChange: (event: { target: { value: string } }) => wizard.setField(field, event.target.value),
  };
  return (
    <FormField label={label} hint={hint} isHintLive={isHintLive} error={error} className={className} isRequired={isRequired}>
      {(control) =>
        multiline ? (
          <textarea {...control} {...bound} rows={3} placeholder={inputProps.placeholder} />
        ) : inputProps.type === 'date' ? (
          <DateInput
            {...control}
            name={field}
            className="input"
            value={wizard.form[field]}
            onBlur={bound.onBlur}
            onValueChange={(value) => wizard.setField(field, value)}
          />
        ) : (
          <input {...control} {...bound} {...inputProps} />
        )
      }
    </FormField>
  );
}

export function WizardSelectField({
  wizard,
  field,
  label,
  hint,
  className,
  options,
}: CommonProps & {
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FormField label={label} hint={hint} error={wizard.visibleError(field)} className={className} isRequired>
      {(control) => (
        <select
          {...control}
          name={field}
          className="input"
          value={wizard.form[field]}
          onChange={(e) => wizard.setField(field, e.target.value)}
          onBlur={() => wizard.blurField(field)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
