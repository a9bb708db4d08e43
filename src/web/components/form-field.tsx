// One labelled control with its hint and its error under it, wired up for screen readers.
// Every form's fields go through it, so labels, required marks and error
// announcements behave the same everywhere.
import { useId, type ReactNode } from 'react';

/** What the control must carry to be tied to its label, hint and error. */
export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true };

type FormFieldProps = {
  label: string;
  isRequired?: boolean;
  hint?: ReactNode;
  /** The hint follows what is typed (the amount in words): read out politely as it changes. */
  isHintLive?: boolean;
  error?: string;
  className?: string;
  /** In place of the usual label look: 'visually-hidden' where the placeholder and the button say it, or a compact label in the search rail. */
  labelClassName?: string;
  /** Shown between the hint and the error (the password strength meter), described by `afterId`. */
  after?: ReactNode;
  afterId?: string;
  /** The error is announced when it appears (role alert): for a form whose error comes from the server, not from typing. */
  isErrorAnnounced?: boolean;
  children(control: ControlProps): ReactNode;
};

export function FormField({
  label,
  isRequired,
  hint,
  isHintLive,
  error,
  className,
  labelClassName,
  after,
  afterId,
  isErrorAnnounced,
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', after && afterId ? afterId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className={labelClassName ?? 'field-label'}>
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
        <div id={hintId} className="field-hint" aria-live={isHintLive ? 'polite' : undefined}>
          {hint}
        </div>
      )}
      {after}
      {error && (
        <p id={errorId} className="field-error" role={isErrorAnnounced ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
