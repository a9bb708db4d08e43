// A repair step that takes more than a click: scheduling a visit (its date and a note) or reopening
// (a note saying what is still wrong).
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { SchemaField } from '#web/components/schema-field.tsx';
import { todayInIndia } from '#shared/india-date.ts';
import { ZRepairActionRequest, type TRepairActionRequest } from '#shared/contracts/tenancy.ts';
import { Disclosure } from './disclosure.tsx';
import { DateField } from './terms-fields.tsx';

type RepairStepFormProps = {
  summary: string;
  action: 'schedule' | 'reopen';
  withDate?: boolean;
  isPending: boolean;
  onSend(request: TRepairActionRequest): void;
};

export function RepairStepForm(props: RepairStepFormProps) {
  return <Disclosure summary={props.summary}>{(close) => <StepForm {...props} onDone={close} />}</Disclosure>;
}

function StepForm({ action, withDate, isPending, onSend, onDone }: RepairStepFormProps & { onDone(): void }) {
  const form = useSchemaForm(ZRepairActionRequest, { action, visitOn: withDate ? todayInIndia() : '', note: '' });
  const submit = form.handleSubmit((request) => {
    onSend({ ...request, visitOn: request.visitOn || null, note: request.note || null });
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate aria-busy={isPending}>
      <div className="form-grid">
        {withDate && <DateField form={form} name="visitOn" label="Visit on" />}
        <SchemaField form={form} name="note" label={action === 'reopen' ? 'What is still wrong' : 'Note'} className={withDate ? undefined : 'span-2'}>
          {(control) => <input {...control} className="input" />}
        </SchemaField>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={isPending}>
          {action === 'reopen' ? 'Reopen the request' : 'Schedule the visit'}
        </button>
      </div>
    </form>
  );
}
