// 'Contact Agent': an optional message, then the server's confirmation (new or already sent).
import { Dialog } from '#web/components/dialog.tsx';
import { SchemaField } from '#web/components/schema-field.tsx';
import { MAX_INQUIRY_MESSAGE, ZInquiryRequest } from '#shared/contracts/property.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useCreateInquiry } from '../api/create-inquiry.ts';
import { SafetyLine } from '#web/components/safety-line.tsx';
import { FormActions } from '#web/components/form-actions.tsx';

// Counted, not cut: a pasted message longer than the limit stays whole for the person to shorten.
const lengthOf = (message: string) => message.trim().length;

export function InquiryDialog({ propertyId, isOpen, onClose }: { propertyId: number; isOpen: boolean; onClose(): void }) {
  const form = useSchemaForm(ZInquiryRequest, { message: '' });
  const { message } = form.values;
  const inquiry = useCreateInquiry(propertyId);

  function close() {
    inquiry.reset();
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit(() => inquiry.mutate(message, { onError: (error) => form.showFailure(error) }));

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
          {form.banner && (
            <p className="banner banner-error" role="alert">
              {form.banner}
            </p>
          )}
          <SchemaField
            form={form}
            name="message"
            label="Message (optional)"
            hint={
              <>
                An agent will call you back about this property.{' '}
                <span className="tabular">
                  {lengthOf(message).toLocaleString('en-IN')} of {MAX_INQUIRY_MESSAGE.toLocaleString('en-IN')} characters
                </span>
              </>
            }
          >
            {(control) => <textarea {...control} className="input" rows={4} placeholder="When can I visit? Is the price negotiable?" />}
          </SchemaField>
          <SafetyLine />
          <FormActions submitLabel="Send Inquiry" pendingLabel="Sending…" isPending={inquiry.isPending} onCancel={close} />
        </form>
      )}
    </Dialog>
  );
}
