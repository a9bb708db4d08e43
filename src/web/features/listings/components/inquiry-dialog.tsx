// 'Contact Agent': an optional message, then the server's confirmation (new or already sent).
import { useState, type SubmitEvent } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { INQUIRY_MESSAGE_TOO_LONG, MAX_INQUIRY_MESSAGE } from '../../../../shared/contracts/property.ts';
import { useCreateInquiry } from '../api/create-inquiry.ts';
import { SafetyLine } from '../../../components/safety-line.tsx';
import { FormActions } from '../../../components/form-actions.tsx';

// Counted, not cut: a pasted message longer than the limit stays whole for the person to shorten.
const lengthOf = (message: string) => message.trim().length;

export function InquiryDialog({ propertyId, isOpen, onClose }: { propertyId: number; isOpen: boolean; onClose(): void }) {
  const [message, setMessage] = useState('');
  const [isTooLongShown, setIsTooLongShown] = useState(false);
  const inquiry = useCreateInquiry(propertyId);
  const isTooLong = lengthOf(message) > MAX_INQUIRY_MESSAGE;

  function close() {
    inquiry.reset();
    setMessage('');
    setIsTooLongShown(false);
    onClose();
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    setIsTooLongShown(isTooLong);
    if (!isTooLong) inquiry.mutate(message);
  }

  return (
    <Dialog title="Contact Agent" isOpen={isOpen} onClose={close} size="sm">
      {inquiry.isSuccess ? (
        <>
          <p className="banner banner-success" role="status">
            {inquiry.data.message ?? 'Your inquiry has been sent. An agent will contact you soon.'}
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn-primary" onClick={close}>
              Done
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          {inquiry.isError && (
            <p className="banner banner-error" role="alert">
              {inquiry.error.message}
            </p>
          )}
          <FormField
            label="Message (optional)"
            hint={
              <>
                An agent will call you back about this property.{' '}
                <span className="tabular">
                  {lengthOf(message).toLocaleString('en-IN')} of {MAX_INQUIRY_MESSAGE.toLocaleString('en-IN')} characters
                </span>
              </>
            }
            error={isTooLongShown && isTooLong ? INQUIRY_MESSAGE_TOO_LONG : undefined}
          >
            {(control) => (
              <textarea
                {...control}
                className="input"
                rows={4}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                placeholder="When can I visit? Is the price negotiable?"
              />
            )}
          </FormField>
          <SafetyLine />
          <FormActions submitLabel="Send Inquiry" pendingLabel="Sending…" isPending={inquiry.isPending} onCancel={close} />
        </form>
      )}
    </Dialog>
  );
}
