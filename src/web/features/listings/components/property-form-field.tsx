// One labelled control with its hint and its error under it (DESIGN.md, Forms).
import { useId, type ReactNode } from 'react';

export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true };

type PropertyFormFieldProps = {
  label: string;
  isRequired?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children(control: ControlProps): ReactNode;
};

export function PropertyFormField({ label, isRequired, hint, error, className, children }: PropertyFormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
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
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': isRequired ? true : undefined,
      })}
      {hint && (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
