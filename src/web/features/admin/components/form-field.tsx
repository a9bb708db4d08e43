import { useId, type ReactNode } from 'react';

type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

type FormFieldProps = {
  label: string;
  isRequired?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children(props: ControlProps): ReactNode;
};

/** A visible label, an optional hint and the error under the control, wired up for screen readers (DESIGN.md, Forms). */
export function FormField({ label, isRequired = false, hint, error, className = '', children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        {isRequired && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
