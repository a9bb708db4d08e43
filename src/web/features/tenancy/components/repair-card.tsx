// One repair request: what and where, its state and history, and the next steps open to the viewer
// (the owner acknowledges, schedules a visit, marks it done; the tenant confirms or reopens).
import { formatDate, formatDateAndTime } from '#shared/format-date.ts';
import { TENANCY_MESSAGES, type TRepair, type TRepairActionRequest, type TTenancySide } from '#shared/contracts/tenancy.ts';
import { useNotify } from '#web/components/toast.tsx';
import { useRepairAction } from '../api/tenancy-writes.ts';
import { REPAIR_CATEGORY_LABELS, REPAIR_STATE_LABELS, SIDE_LABELS } from '../lib/tenancy-labels.ts';
import { PhotoList } from './photo-list.tsx';
import { RepairStepForm } from './repair-step-form.tsx';
import styles from './tenancy.module.css';

export function RepairCard({ tenancyId, repair, side }: { tenancyId: number; repair: TRepair; side: TTenancySide | null }) {
  const act = useRepairAction(tenancyId, repair.id);
  const notify = useNotify();
  const title = `${REPAIR_CATEGORY_LABELS[repair.category]} repair`;
  const titleId = `repair-${repair.id}`;
  const send = (request: TRepairActionRequest) =>
    act.mutate(request, { onSuccess: () => notify(TENANCY_MESSAGES.repairUpdated, 'success'), onError: (error) => notify(error.message, 'error') });
  const button = (label: string, request: TRepairActionRequest) => (
    <button type="button" className="btn btn-sm btn-primary" disabled={act.isPending} onClick={() => send(request)}>
      {label}
      <span className="visually-hidden"> ({title})</span>
    </button>
  );
  const isOwner = side === 'owner';
  const isTenant = side === 'tenant';
  const { status } = repair;
  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.head}>
        {title}
        <span className="badge badge-info">{REPAIR_STATE_LABELS[status]}</span>
      </h4>
      <p>{repair.description}</p>
      <PhotoList photos={repair.photos} label={title} />
      {repair.visitOn && <p className={styles.muted}>Visit on {formatDate(repair.visitOn)}</p>}
      <ol className={styles.history} aria-label={`History of the ${title}`}>
        {repair.history.map((step) => (
          <li key={`${step.status}-${step.at}`}>
            {REPAIR_STATE_LABELS[step.status]} by {step.name} ({SIDE_LABELS[step.side]}), {formatDateAndTime(step.at)}
            {step.note && `: “${step.note}”`}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        {isOwner && (status === 'open' || status === 'reopened') && button('Acknowledge', { action: 'acknowledge' })}
        {isOwner && (status === 'acknowledged' || status === 'scheduled') && button('Mark done', { action: 'done' })}
        {isTenant && status === 'done' && button('Confirm fixed', { action: 'confirm' })}
      </div>
      {isOwner && ['open', 'acknowledged', 'reopened', 'scheduled'].includes(status) && (
        <RepairStepForm
          summary={status === 'scheduled' ? 'Change the visit' : 'Schedule a visit'}
          withDate
          isPending={act.isPending}
          onSend={send}
          action="schedule"
        />
      )}
      {isTenant && status === 'done' && <RepairStepForm summary="Reopen" isPending={act.isPending} onSend={send} action="reopen" />}
    </article>
  );
}
