// The new-password field with its strength meter, as both the change and the reset forms ask for it.
import { useId } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { PasswordStrengthMeter } from '../../auth/components/password-strength-meter.tsx';

interface NewPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function NewPasswordField({ value, onChange, error }: NewPasswordFieldProps) {
  const meterId = useId();
  return (
    <FormField
      label="New password"
      isRequired
      error={error}
      after={<PasswordStrengthMeter password={value} id={meterId} />}
      afterId={value ? meterId : undefined}
    >
      {(control) => (
        <input {...control} className="input" type="password" autoComplete="new-password" value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  );
}
