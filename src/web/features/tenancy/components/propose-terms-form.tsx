// Proposing a new version of the agreement: its text and terms, starting from the latest version.
import { SchemaField } from '#web/components/schema-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { TENANCY_MESSAGES, type TTermVersion } from '#shared/contracts/tenancy.ts';
import { useProposeTerms } from '../api/tenancy-writes.ts';
import { EMPTY_TERMS, termsOf, termsValues, ZProposeTermsForm } from '../lib/terms-form.ts';
import { Disclosure } from './disclosure.tsx';
import { TermsFields } from './terms-fields.tsx';

export function ProposeTermsForm({ tenancyId, from }: { tenancyId: number; from: TTermVersion | undefined }) {
  return (
    <Disclosure summary={from ? 'Propose a new version' : 'Propose the terms'}>
      {(close) => <TermsForm tenancyId={tenancyId} from={from} onDone={close} />}
    </Disclosure>
  );
}

function TermsForm({ tenancyId, from, onDone }: { tenancyId: number; from: TTermVersion | undefined; onDone(): void }) {
  const form = useSchemaForm(ZProposeTermsForm, { text: from?.text ?? '', ...(from ? termsValues(from.terms) : EMPTY_TERMS) });
  const propose = useProposeTerms(tenancyId);
  const notify = useNotify();
  const submit = form.handleSubmit((values) =>
    propose.mutate(
      { text: values.text, terms: termsOf(values) },
      {
        onSuccess: () => {
          notify(TENANCY_MESSAGES.termsProposed, 'success');
          onDone();
        },
        onError: (error) => form.showFailure(error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-busy={propose.isPending}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <div className="form-grid">
        <TermsFields form={form} />
        <SchemaField form={form} name="text" label="Agreement text" className="span-2">
          {(control) => <textarea {...control} className="input" rows={8} />}
        </SchemaField>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={propose.isPending}>
          Propose this version
        </button>
      </div>
    </form>
  );
}
