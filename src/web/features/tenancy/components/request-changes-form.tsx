// Asking for changes to a proposed version, with a note saying what should change.
import { SchemaField } from '#web/components/schema-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { TENANCY_MESSAGES, ZRequestChangesRequest, type TTermVersion } from '#shared/contracts/tenancy.ts';
import { useRequestChanges } from '../api/tenancy-writes.ts';
import { Disclosure } from './disclosure.tsx';

export function RequestChangesForm({ tenancyId, version }: { tenancyId: number; version: TTermVersion }) {
  return (
    <Disclosure summary={`Ask for changes to version ${version.number}`}>
      {(close) => <ChangesForm tenancyId={tenancyId} versionId={version.id} onDone={close} />}
    </Disclosure>
  );
}

function ChangesForm({ tenancyId, versionId, onDone }: { tenancyId: number; versionId: number; onDone(): void }) {
  const form = useSchemaForm(ZRequestChangesRequest, { note: '' });
  const ask = useRequestChanges(tenancyId, versionId);
  const notify = useNotify();
  const submit = form.handleSubmit((request) =>
    ask.mutate(request, {
      onSuccess: () => {
        notify(TENANCY_MESSAGES.changesRequested, 'success');
        form.reset();
        onDone();
      },
      onError: (error) => form.showFailure(error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-busy={ask.isPending}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <SchemaField form={form} name="note" label="What should change">
        {(control) => <textarea {...control} className="input" rows={3} />}
      </SchemaField>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={ask.isPending}>
          Send the note
        </button>
      </div>
    </form>
  );
}
