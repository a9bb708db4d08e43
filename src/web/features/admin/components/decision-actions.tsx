// An admin's decision on one listing. Verify and dismiss need no words; hide, warn and suspend tell
// the poster why, so they need a reason.
import { useState } from 'react';
import { ACTIONS_NEEDING_REASON, type TModerationAction } from '#shared/contracts/moderation.ts';
import { FormField } from '#web/components/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDecide } from '../api/use-decide.ts';
import styles from './moderation.module.css';

const BUTTONS: { action: TModerationAction; label: string; className: string }[] = [
  { action: 'verify', label: 'Verify', className: 'btn btn-primary' },
  { action: 'dismiss', label: 'Dismiss', className: 'btn' },
  { action: 'hide', label: 'Hide', className: 'btn btn-danger' },
  { action: 'warn', label: 'Warn poster', className: 'btn' },
  { action: 'suspend', label: 'Suspend poster', className: 'btn btn-danger' },
];

export function DecisionActions({ propertyId, title }: { propertyId: number; title: string }) {
  const [reason, setReason] = useState('');
  const decide = useDecide(propertyId);
  const reasonError = decide.error instanceof ApiError ? decide.error.errors?.reason : undefined;

  return (
    <div className={styles.actions} role="group" aria-label={`Decision on ${title}`}>
      <FormField label="Reason (told to the poster)" hint="Needed to hide, warn or suspend." className={styles.reason} error={reasonError}>
        {(control) => <input {...control} className="input" value={reason} onChange={(event) => setReason(event.target.value)} />}
      </FormField>
      {BUTTONS.map(({ action, label, className }) => (
        <button
          key={action}
          type="button"
          className={className}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ action, reason: ACTIONS_NEEDING_REASON.includes(action) ? reason : reason || undefined })}
        >
          {label}
        </button>
      ))}
      {decide.isError && !reasonError && (
        <p className="field-error" role="alert">
          {decide.error.message}
        </p>
      )}
    </div>
  );
}
