// An admin's decision as a row of buttons beside one reason field: the actions that tell someone why
// send the reason as typed (the server names the field when it is missing), the others only when given.
import { useState } from 'react';
import { FormField } from '#web/components/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import styles from './moderation.module.css';

export type DecisionChoice<A extends string> = { action: A; label: string; className: string; needsReason: boolean };

type Props<A extends string> = {
  /** The group's accessible name. */
  label: string;
  reasonLabel: string;
  reasonHint?: string;
  choices: DecisionChoice<A>[];
  isPending: boolean;
  error: Error | null;
  onDecide(action: A, reason: string | undefined): void;
};

export function ReasonedDecision<A extends string>({ label, reasonLabel, reasonHint, choices, isPending, error, onDecide }: Props<A>) {
  const [reason, setReason] = useState('');
  const reasonError = error instanceof ApiError ? error.errors?.reason : undefined;
  return (
    <div className={styles.actions} role="group" aria-label={label}>
      <FormField label={reasonLabel} hint={reasonHint} className={styles.reason} error={reasonError}>
        {(control) => <input {...control} className="input" value={reason} onChange={(event) => setReason(event.target.value)} />}
      </FormField>
      {choices.map(({ action, label: buttonLabel, className, needsReason }) => (
        <button
          key={action}
          type="button"
          className={className}
          disabled={isPending}
          onClick={() => onDecide(action, needsReason ? reason : reason || undefined)}
        >
          {buttonLabel}
        </button>
      ))}
      {error && !reasonError && (
        <p className="field-error" role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}
