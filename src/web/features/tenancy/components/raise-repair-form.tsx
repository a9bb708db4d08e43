// The tenant asks for a repair: its category, what is wrong, and photos.
import { useState } from 'react';
import { SchemaField } from '#web/components/schema-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { z } from '#shared/zod.ts';
import { REPAIR_CATEGORIES, TENANCY_MESSAGES, ZRaiseRepairRequest } from '#shared/contracts/tenancy.ts';
import { useRaiseRepair } from '../api/tenancy-writes.ts';
import { REPAIR_CATEGORY_LABELS } from '../lib/tenancy-labels.ts';
import { Disclosure } from './disclosure.tsx';
import { PhotoPicker } from './photo-picker.tsx';

const ZRepairForm = z.object({ category: z.string().pipe(ZRaiseRepairRequest.shape.category), description: ZRaiseRepairRequest.shape.description });

export function RaiseRepairForm({ tenancyId }: { tenancyId: number }) {
  return <Disclosure summary="Ask for a repair">{(close) => <RepairForm tenancyId={tenancyId} onDone={close} />}</Disclosure>;
}

function RepairForm({ tenancyId, onDone }: { tenancyId: number; onDone(): void }) {
  const form = useSchemaForm(ZRepairForm, { category: '', description: '' });
  const [photos, setPhotos] = useState<string[]>([]);
  const raise = useRaiseRepair(tenancyId);
  const notify = useNotify();
  const submit = form.handleSubmit((request) =>
    raise.mutate(
      { ...request, photos },
      {
        onSuccess: () => {
          notify(TENANCY_MESSAGES.repairRaised, 'success');
          form.reset();
          setPhotos([]);
          onDone();
        },
        onError: (error) => form.showFailure(error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-busy={raise.isPending}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <div className="form-grid">
        <SchemaField form={form} name="category" label="Category">
          {(control) => (
            <select {...control} className="input">
              <option value="">Choose...</option>
              {REPAIR_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {REPAIR_CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          )}
        </SchemaField>
        <SchemaField form={form} name="description" label="What needs repair" className="span-2">
          {(control) => <textarea {...control} className="input" rows={3} />}
        </SchemaField>
      </div>
      <PhotoPicker tenancyId={tenancyId} label="the repair" photos={photos} max={6} onChange={setPhotos} />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={raise.isPending}>
          Send the request
        </button>
      </div>
    </form>
  );
}
