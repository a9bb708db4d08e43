// The buyer's Upload Document dialog: PDF, DOC or DOCX (spec section 5), or a phone photo of a paper
// (JPEG, PNG, WebP), up to 10 MB. The server
// checks the bytes too; these checks only save a wasted upload.
import { useState, type SubmitEvent } from 'react';
import { DEAL_MESSAGES, DOCUMENT_ACCEPT, DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES } from '#shared/deal-stages.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useUploadDocument } from '../api/upload-document.ts';
import { failureText } from './set-stage-form.tsx';
import { FormActions } from '#web/components/form-actions.tsx';

function checkFile(file: File | null): string | null {
  if (!file || file.size === 0) return DEAL_MESSAGES.selectFile;
  if (file.size > MAX_DOCUMENT_BYTES) return DEAL_MESSAGES.fileTooLarge;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) return DEAL_MESSAGES.wrongDocumentType;
  return null;
}

export function UploadDocumentDialog({ dealId, onClose }: { dealId: number; onClose(): void }) {
  const notify = useNotify();
  const upload = useUploadDocument(dealId);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const problem = checkFile(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        notify(DEAL_MESSAGES.documentUploaded);
        onClose();
      },
      onError: (failure) => setError(failureText(failure, DEAL_MESSAGES.uploadFailed)),
    });
  }

  return (
    <Dialog title="Upload Document" isOpen onClose={onClose} size="sm">
      <form onSubmit={submit} noValidate>
        <FormField
          label="Document"
          isRequired
          hint="PDF, DOC or DOCX, or a photo (JPEG, PNG, WebP), up to 10 MB."
          error={error ?? undefined}
          isErrorAnnounced
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="file"
              accept={DOCUMENT_ACCEPT}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
              }}
            />
          )}
        </FormField>
        <FormActions submitLabel="Upload" pendingLabel="Uploading..." isPending={upload.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
