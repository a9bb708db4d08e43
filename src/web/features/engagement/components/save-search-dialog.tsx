// The "Save this search" dialog: a name and how often to hear of new matches.
// Loaded when it opens (save-search-button.tsx), so the search page's first load carries neither the
// form nor the saved-search contract.
import { Link } from '#web/components/link.tsx';
import type { TSearchRequest } from '#shared/contracts/property.ts';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, ZSavedSearchCreate, type TAlertFrequency } from '#shared/contracts/saved-search.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { TextField } from '#web/components/schema-field.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useCreateSavedSearch } from '../api/saved-searches.ts';
import { engagementPaths } from '../paths.ts';
import styles from './save-search.module.css';

const FREQUENCY_HINTS: Record<TAlertFrequency, string> = {
  instantly: 'An email and a notification as soon as a matching home is listed',
  daily: 'One email a day (8 am) with all new matches',
  never: 'Keep the search without alerts',
};

// The search itself is the page's: the form asks for the rest.
const ZSaveSearchForm = ZSavedSearchCreate.pick({ name: true, frequency: true });

type Props = { request: TSearchRequest; suggestedName: string; onClose(): void };

export default function SaveSearchDialog({ request, suggestedName, onClose }: Props) {
  return (
    <Dialog title="Save this search" isOpen onClose={onClose} size="sm">
      <SaveSearchForm request={request} suggestedName={suggestedName} onDone={onClose} />
    </Dialog>
  );
}

function SaveSearchForm({ request, suggestedName, onDone }: { request: TSearchRequest; suggestedName: string; onDone(): void }) {
  const form = useSchemaForm(ZSaveSearchForm, { name: suggestedName.slice(0, 80), frequency: 'instantly' as TAlertFrequency });
  const frequency = form.field('frequency');
  const create = useCreateSavedSearch();
  const notify = useNotify();

  const submit = form.handleSubmit((choices) => {
    const { page: _page, size: _size, ...filters } = request;
    create.mutate(
      { ...choices, filters },
      {
        onSuccess: () => {
          notify('Search saved');
          onDone();
        },
        onError: (error) => form.showFailure(error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {form.banner && (
        <p className="banner banner-error" role="alert">
          {form.banner}
        </p>
      )}
      <TextField form={form} name="name" label="Name" maxLength={80} autoFocus />
      <fieldset className={styles.choices}>
        <legend className="field-label">How often should we tell you about new matches?</legend>
        {ALERT_FREQUENCIES.map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" name="frequency" value={value} checked={frequency.value === value} onChange={() => frequency.onChange(value)} />
            <span>
              <strong>{ALERT_FREQUENCY_LABELS[value]}</strong>
              <span className={styles.hint}>{FREQUENCY_HINTS[value]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className={styles.hint}>
        Your saved searches are on <Link to={engagementPaths.account()}>your account page</Link>.
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Save search'}
        </button>
      </div>
    </form>
  );
}
