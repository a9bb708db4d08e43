// The other side's own notes and photos on a condition report, kept beside it.
import { useState } from 'react';
import { SchemaField } from '#web/components/schema-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { TENANCY_MESSAGES, ZReportNoteRequest, type TReportKind } from '#shared/contracts/tenancy.ts';
import { z } from '#shared/zod.ts';
import { useAddReportNote } from '../api/tenancy-writes.ts';
import { Disclosure } from './disclosure.tsx';
import { PhotoPicker } from './photo-picker.tsx';

const ZNoteForm = z.object({ note: ZReportNoteRequest.shape.note });

export function ReportNoteForm({ tenancyId, kind }: { tenancyId: number; kind: TReportKind }) {
  return <Disclosure summary="Add your own notes and photos">{(close) => <NoteForm tenancyId={tenancyId} kind={kind} onDone={close} />}</Disclosure>;
}

function NoteForm({ tenancyId, kind, onDone }: { tenancyId: number; kind: TReportKind; onDone(): void }) {
  const form = useSchemaForm(ZNoteForm, { note: '' });
  const [photos, setPhotos] = useState<string[]>([]);
  const add = useAddReportNote(tenancyId, kind);
  const notify = useNotify();
  const submit = form.handleSubmit(({ note }) =>
    add.mutate(
      { note, photos },
      {
        onSuccess: () => {
          notify(TENANCY_MESSAGES.reportSaved, 'success');
          form.reset();
          setPhotos([]);
          onDone();
        },
        onError: (error) => form.showFailure(error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-busy={add.isPending}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <SchemaField form={form} name="note" label="Your notes">
        {(control) => <textarea {...control} className="input" rows={3} />}
      </SchemaField>
      <PhotoPicker tenancyId={tenancyId} label="your notes" photos={photos} max={12} onChange={setPhotos} />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={add.isPending}>
          Add the notes
        </button>
      </div>
    </form>
  );
}
