// A complaint or a rights request. Signed in, the account's name and email are used; a visitor gives
// both. The answer is the reference and the due date, shown at once and emailed.
import {
  GRIEVANCE_KIND_LABELS,
  GRIEVANCE_KINDS,
  GRIEVANCE_TEXT_MAX,
  ZGrievanceRequest,
  ZVisitorGrievanceRequest,
  type TGrievance,
} from '#shared/contracts/grievance.ts';
import { z } from '#shared/zod.ts';
import { SchemaField, TextField } from '#web/components/schema-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useFileGrievance } from '../api/grievances.ts';
import styles from './grievances.module.css';

const kind = z.string().pipe(ZGrievanceRequest.shape.kind);
const ZAccountForm = ZGrievanceRequest.extend({ kind });
const ZVisitorForm = ZVisitorGrievanceRequest.extend({ kind });

export function GrievanceForm({ isSignedIn, onFiled }: { isSignedIn: boolean; onFiled(filed: TGrievance): void }) {
  const form = useSchemaForm(isSignedIn ? ZAccountForm : ZVisitorForm, { kind: '', description: '', name: '', email: '' });
  const file = useFileGrievance();
  const submit = form.handleSubmit((request) =>
    file.mutate(request, {
      onSuccess: (filed) => {
        form.reset();
        onFiled(filed);
      },
      onError: (error) => form.showFailure(error),
    }),
  );
  return (
    <form className={`card ${styles.form}`} onSubmit={submit} noValidate aria-busy={file.isPending}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <div className="form-grid">
        <SchemaField form={form} name="kind" label="What is it about?" className="span-2">
          {(control) => (
            <select {...control} className="input">
              <option value="">Choose...</option>
              {GRIEVANCE_KINDS.map((value) => (
                <option key={value} value={value}>
                  {GRIEVANCE_KIND_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </SchemaField>
        <SchemaField
          form={form}
          name="description"
          label="Tell us more"
          hint="What happened, or what you would like us to do. Leave out Aadhaar, PAN and bank numbers."
          className="span-2"
        >
          {(control) => <textarea {...control} className="input" rows={5} maxLength={GRIEVANCE_TEXT_MAX} />}
        </SchemaField>
        {!isSignedIn && (
          <>
            <TextField form={form} name="name" label="Your name" autoComplete="name" />
            <TextField form={form} name="email" label="Email for our answer" type="email" autoComplete="email" />
          </>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={file.isPending}>
          {file.isPending ? 'Sending...' : 'Send request'}
        </button>
      </div>
    </form>
  );
}
