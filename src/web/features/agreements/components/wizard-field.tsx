// Labelled inputs bound to the wizard: the error shows under the field once it is touched
// (spec section 4), and is announced to screen readers through aria-describedby.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { AgreementField } from '../../../../shared/agreement/validators.ts';
import type { AgreementWizard } from '../hooks/use-agreement-wizard.ts';

type CommonProps = { wizard: AgreementWizard; field: AgreementField; label: string; hint?: ReactNode; className?: string };

function FieldShell({ id, label, hint, error, className, isRequired, children }: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  isRequired: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        {isRequired && <span className="required" aria-hidden="true">*</span>}
      </label>
      {children}
      {hint && <span className="field-hint" id={`${id}-hint`}>{hint}</span>}
      {error && <p className="field-error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

const describedBy = (id: string, hasHint: boolean, error?: string) =>
  [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

type TextFieldProps = CommonProps & {
  multiline?: boolean;
  isRequired?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength' | 'readOnly'>;

export function WizardTextField({ wizard, field, label, hint, className, multiline, isRequired = true, ...inputProps }: TextFieldProps) {
  const id = useId();
  const error = wizard.visibleError(field);
  const shared = {
    id,
    name: field,
    className: 'input',
    value: wizard.form[field],
    'aria-invalid': error ? true : undefined,
    'aria-required': isRequired || undefined,
    'aria-describedby': describedBy(id, Boolean(hint), error),
    onBlur: () => wizard.blurField(field),
  };
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className} isRequired={isRequired}>
      {multiline ? (
        <textarea {...shared} rows={3} placeholder={inputProps.placeholder} onChange={(e) => wizard.setField(field, e.target.value)} />
      ) : (
        <input {...shared} {...inputProps} onChange={(e) => wizard.setField(field, e.target.value)} />
      )}
    </FieldShell>
  );
}

export function WizardSelectField({ wizard, field, label, hint, className, options }: CommonProps & {
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const error = wizard.visibleError(field);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className} isRequired>
      <select
        id={id}
        name={field}
        className="input"
        value={wizard.form[field]}
        aria-describedby={describedBy(id, Boolean(hint), error)}
        onChange={(e) => wizard.setField(field, e.target.value)}
        onBlur={() => wizard.blurField(field)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
