// Notice: given by either side, with the last day drawn from the notice period and lock-in; and while
// the terms run, a renewal offered as a new version with the yearly increase applied.
import { SchemaField, TextField } from '#web/components/schema-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { formatDate } from '#shared/format-date.ts';
import { z } from '#shared/zod.ts';
import { TENANCY_MESSAGES, ZGiveNoticeRequest, ZRenewalRequest, type TTenancy } from '#shared/contracts/tenancy.ts';
import { useGiveNotice, useRenewal } from '../api/tenancy-writes.ts';
import { SIDE_LABELS } from '../lib/tenancy-labels.ts';
import { sideOf } from '../lib/viewer.ts';
import { Disclosure } from './disclosure.tsx';
import styles from './tenancy.module.css';

export function NoticePanel({ tenancy }: { tenancy: TTenancy }) {
  const side = sideOf(tenancy);
  const { notice, terms } = tenancy;
  const canAct = side !== null && tenancy.status === 'active';
  return (
    <div className={`card ${styles.panel}`}>
      <h3 className={styles.sectionTitle}>Notice and renewal</h3>
      {notice ? (
        <p>
          Notice given by {notice.givenBy.name} ({SIDE_LABELS[notice.givenBy.side]}) on {formatDate(notice.givenOn)}. Last day:{' '}
          <strong>{formatDate(notice.lastDay)}</strong>.{notice.note && ` “${notice.note}”`}
        </p>
      ) : (
        <p className={styles.muted}>
          No notice given.
          {terms &&
            ` The notice period is ${terms.noticeDays} days${terms.lockInMonths > 0 ? `, and the last day is not before the ${terms.lockInMonths}-month lock-in ends` : ''}.`}
        </p>
      )}
      {canAct && !notice && <Disclosure summary="Give notice">{(close) => <NoticeForm tenancyId={tenancy.id} onDone={close} />}</Disclosure>}
      {canAct && terms && <Disclosure summary="Offer a renewal">{(close) => <RenewalForm tenancyId={tenancy.id} onDone={close} />}</Disclosure>}
    </div>
  );
}

const ZNoticeForm = z.object({ note: z.string().pipe(ZGiveNoticeRequest.shape.note.unwrap().unwrap()) });

function NoticeForm({ tenancyId, onDone }: { tenancyId: number; onDone(): void }) {
  const form = useSchemaForm(ZNoticeForm, { note: '' });
  const give = useGiveNotice(tenancyId);
  const notify = useNotify();
  const submit = form.handleSubmit(({ note }) =>
    give.mutate(
      { note: note || null },
      {
        onSuccess: () => {
          notify(TENANCY_MESSAGES.noticeGiven, 'success');
          onDone();
        },
        onError: (error) => form.showFailure(error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-busy={give.isPending}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <SchemaField form={form} name="note" label="Note (optional)">
        {(control) => <textarea {...control} className="input" rows={2} />}
      </SchemaField>
      <div className="form-actions">
        <button type="submit" className="btn btn-danger btn-sm" disabled={give.isPending}>
          Give notice now
        </button>
      </div>
    </form>
  );
}

function RenewalForm({ tenancyId, onDone }: { tenancyId: number; onDone(): void }) {
  const form = useSchemaForm(ZRenewalRequest, { durationMonths: '11' });
  const renew = useRenewal(tenancyId);
  const notify = useNotify();
  const submit = form.handleSubmit((request) =>
    renew.mutate(request, {
      onSuccess: () => {
        notify(TENANCY_MESSAGES.termsProposed, 'success');
        onDone();
      },
      onError: (error) => form.showFailure(error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-busy={renew.isPending}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <TextField
        form={form}
        name="durationMonths"
        label="New term (months)"
        inputMode="numeric"
        hint="Proposed as a new version of the terms, the yearly increase applied"
      />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={renew.isPending}>
          Propose the renewal
        </button>
      </div>
    </form>
  );
}
