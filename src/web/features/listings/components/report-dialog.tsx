// 'Report this listing': a reason (and words for "something else"), sent once; the reporter is told
// the outcome later in the bell and by email.
import { useState, type SubmitEvent } from 'react';
import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type TReportReason } from '#shared/contracts/moderation.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useReportListing } from '../api/report-listing.ts';
import styles from './listing-trust.module.css';
import { FormActions } from '#web/components/form-actions.tsx';

export function ReportDialog({ propertyId, onClose }: { propertyId: number; onClose(): void }) {
  const [reason, setReason] = useState<TReportReason | ''>('');
  const [details, setDetails] = useState('');
  const report = useReportListing(propertyId);
  const fieldErrors = report.error instanceof ApiError ? (report.error.errors ?? {}) : {};

  function submit(event: SubmitEvent) {
    event.preventDefault();
    report.mutate({ reason: reason as TReportReason, details: details.trim() || undefined });
  }

  return (
    <Dialog title="Report this listing" isOpen onClose={onClose} size="sm">
      {report.isSuccess ? (
        <>
          <p className="banner banner-success" role="status">
            {report.data.message}
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn-primary" onClick={onClose}>
              Done
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          {report.isError && !fieldErrors.reason && !fieldErrors.details && (
            <p className="banner banner-error" role="alert">
              {report.error.message}
            </p>
          )}
          <fieldset className={`field ${styles.reasons}`}>
            <legend className="field-label">What is wrong?</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className={styles.reason}>
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />{' '}
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
            {fieldErrors.reason && (
              <p className="field-error" role="alert">
                {fieldErrors.reason}
              </p>
            )}
          </fieldset>
          <FormField
            label={reason === 'other' ? 'Tell us more' : 'Tell us more (optional)'}
            isRequired={reason === 'other'}
            error={fieldErrors.details}
          >
            {(control) => (
              <textarea
                {...control}
                className="input"
                rows={3}
                maxLength={REPORT_DETAILS_MAX}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
              />
            )}
          </FormField>
          <FormActions submitLabel="Send report" pendingLabel="Sending…" isPending={report.isPending} onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}
