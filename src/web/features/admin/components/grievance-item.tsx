// One request in the grievance queue: who sent it, what it asks, when it is due, and the admin's status
// and reply (the person is emailed when either changes).
import { useState, type SubmitEvent } from 'react';
import {
  GRIEVANCE_KIND_LABELS,
  GRIEVANCE_STATUS_LABELS,
  GRIEVANCE_STATUSES,
  GRIEVANCE_TEXT_MAX,
  type TGrievanceStatus,
  type TQueuedGrievance,
} from '#shared/contracts/grievance.ts';
import { formatDate } from '#shared/format-date.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { FormField } from '#web/components/form-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAnswerGrievance } from '../api/use-grievance-queue.ts';
import styles from './grievances.module.css';

export function GrievanceItem({ grievance }: { grievance: TQueuedGrievance }) {
  const [status, setStatus] = useState<TGrievanceStatus>(grievance.status);
  const [reply, setReply] = useState(grievance.reply ?? '');
  const answer = useAnswerGrievance(grievance.id);
  const notify = useNotify();
  const errors = answer.error instanceof ApiError ? (answer.error.errors ?? {}) : {};
  const isOverdue = grievance.status !== 'resolved' && grievance.dueOn < todayInIndia();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    answer.mutate({ status, reply }, { onSuccess: () => notify(`${grievance.reference} saved`) });
  };
  const titleId = `grievance-${grievance.id}`;
  return (
    <li className={`card ${styles.item}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {grievance.reference} · {GRIEVANCE_KIND_LABELS[grievance.kind]}
      </h2>
      <p className={styles.meta}>
        From {grievance.name} (<a href={`mailto:${grievance.email}`}>{grievance.email}</a>){grievance.hasAccount ? ', signed in' : ', no account'} ·
        sent {formatDate(grievance.createdAt)} ·{' '}
        <span className={isOverdue ? styles.overdue : undefined}>
          due {formatDate(grievance.dueOn)}
          {isOverdue ? ' (overdue)' : ''}
        </span>
      </p>
      <p className={styles.text}>{grievance.description}</p>
      <form className={styles.answer} onSubmit={submit} noValidate aria-busy={answer.isPending}>
        {answer.error && !errors.reply && (
          <p className="banner banner-error" role="alert">
            {answer.error.message}
          </p>
        )}
        <FormField label="Status">
          {(control) => (
            <select {...control} className="input" value={status} onChange={(e) => setStatus(e.target.value as TGrievanceStatus)}>
              {GRIEVANCE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {GRIEVANCE_STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Reply to the person" hint="Emailed to them and shown on their Grievances page." error={errors.reply} isErrorAnnounced>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              maxLength={GRIEVANCE_TEXT_MAX}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
            />
          )}
        </FormField>
        <div>
          <button type="submit" className="btn btn-primary btn-sm" disabled={answer.isPending}>
            {answer.isPending ? 'Saving...' : 'Save'} <span className="visually-hidden">{grievance.reference}</span>
          </button>
        </div>
      </form>
    </li>
  );
}
