// Reporting a conversation to the admins, with what went wrong.
import { useState, type SubmitEvent } from 'react';
import { Dialog } from '#web/components/dialog.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { useReportConversation } from '../api/conversations.ts';

export function ReportDialog({ conversationId, isOpen, onClose }: { conversationId: number; isOpen: boolean; onClose(): void }) {
  const [reason, setReason] = useState('');
  const report = useReportConversation(conversationId);
  function close() {
    report.reset();
    setReason('');
    onClose();
  }
  function submit(event: SubmitEvent) {
    event.preventDefault();
    report.mutate(reason);
  }
  return (
    <Dialog title="Report this conversation" isOpen={isOpen} onClose={close} size="sm">
      {report.isSuccess ? (
        <>
          <p className="banner banner-success" role="status">
            Thank you. The admins will look at this conversation.
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn-primary" onClick={close}>
              Done
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormField label="What went wrong?" isRequired error={report.error?.message}>
            {(control) => (
              <textarea {...control} className="input" rows={3} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
            )}
          </FormField>
          <div className="form-actions">
            <button type="button" className="btn" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={report.isPending}>
              Send report
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
