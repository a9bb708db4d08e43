// An admin's decision on the person a conversation report is about: suspend them (with a reason, kept in
// the history) or close the report with no action.
import { useState } from 'react';
import { FormField } from '#web/components/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDecideOnPerson } from '../api/use-decide-on-person.ts';
import styles from './moderation.module.css';

export function PersonActions({ reportId, reportedName }: { reportId: number; reportedName: string }) {
  const [reason, setReason] = useState('');
  const decide = useDecideOnPerson(reportId);
  const reasonError = decide.error instanceof ApiError ? decide.error.errors?.reason : undefined;
  return (
    <div className={styles.actions} role="group" aria-label={`Decision on ${reportedName}`}>
      <FormField label="Reason for a suspension" className={styles.reason} error={reasonError}>
        {(control) => <input {...control} className="input" value={reason} onChange={(event) => setReason(event.target.value)} />}
      </FormField>
      <button type="button" className="btn btn-danger" disabled={decide.isPending} onClick={() => decide.mutate({ action: 'suspend', reason })}>
        Suspend {reportedName}
      </button>
      <button
        type="button"
        className="btn"
        disabled={decide.isPending}
        onClick={() => decide.mutate({ action: 'dismiss', reason: reason || undefined })}
      >
        Close, no action
      </button>
      {decide.isError && !reasonError && (
        <p className="field-error" role="alert">
          {decide.error.message}
        </p>
      )}
    </div>
  );
}
