// 'Contact Agent': an optional message, then the server's confirmation (new or already sent).
import { useState, type SubmitEvent } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useCreateInquiry } from '../api/create-inquiry.ts';
import { SAFETY_LINE } from '../../../../shared/trust/safety.ts';

const MAX_MESSAGE = 1000;

export function InquiryDialog({ propertyId, isOpen, onClose }: { propertyId: number; isOpen: boolean; onClose(): void }) {
  const [message, setMessage] = useState('');
  const inquiry = useCreateInquiry(propertyId);

  function close() {
    inquiry.reset();
    setMessage('');
    onClose();
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    inquiry.mutate(message);
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
          <FormField label="Message (optional)" hint="An agent will call you back about this property.">
            {(control) => (
              <textarea
                {...control}
                className="input"
                rows={4}
                maxLength={MAX_MESSAGE}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                placeholder="When can I visit? Is the price negotiable?"
              />
            )}
          </FormField>
          <p className="field-hint">{SAFETY_LINE}</p>
          <div className="form-actions">
            <button type="button" className="btn" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={inquiry.isPending}>
              {inquiry.isPending ? 'Sending…' : 'Send Inquiry'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
