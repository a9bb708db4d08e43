// One labelled input of the auth forms, with its hint and its error under it (DESIGN.md, Forms).
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type AuthFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string;
  hint?: string;
  isRequired?: boolean;
  /** Shown under the input, before the error (the password strength meter). */
  below?(describedById: string): ReactNode;
  className?: string;
};

export function AuthField({ label, value, onValueChange, error, hint, isRequired, below, className, ...inputProps }: AuthFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const belowId = `${id}-below`;
  const describedBy = [hint && hintId, below && value && belowId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {isRequired && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        {...inputProps}
        id={id}
        className="input"
        value={value}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {below?.(belowId)}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
