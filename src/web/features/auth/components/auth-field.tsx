// One labelled input of the auth forms, bound to the form's string value.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormField } from '../../../components/form-field.tsx';

type AuthFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string;
  hint?: string;
  isRequired?: boolean;
  /** Shown under the input once something is typed, before the error (the password strength meter). */
  below?(describedById: string): ReactNode;
  className?: string;
};

export function AuthField({ label, value, onValueChange, error, hint, isRequired, below, className, ...inputProps }: AuthFieldProps) {
  const belowId = useId();
  return (
    <FormField
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={error}
      className={className}
      after={below?.(belowId)}
      afterId={value ? belowId : undefined}
    >
      {(control) => <input {...inputProps} {...control} className="input" value={value} onChange={(event) => onValueChange(event.target.value)} />}
    </FormField>
  );
}
