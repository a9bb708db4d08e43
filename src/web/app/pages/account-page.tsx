// /account: one's details, password, email preferences and one's data; then saved searches, to open (rerun),
// rename, change how often they alert, or delete; last, deleting the account.
import { useState, type SubmitEvent } from 'react';
import { Link } from '#web/components/link.tsx';
import { paths } from '../paths.ts';
import type { TSavedSearch, TAlertFrequency } from '#shared/contracts/saved-search.ts';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS } from '#shared/contracts/saved-search.ts';
import { FormField } from '#web/components/form-field.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAreas } from '#web/lib/areas.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { EmailConfirmation } from '#web/features/account/components/email-confirmation.tsx';
import { DeleteAccount } from '#web/features/account/components/delete-account.tsx';
import { EmailPreferences } from '#web/features/account/components/email-preferences.tsx';
import { PasswordForm } from '#web/features/account/components/password-form.tsx';
import { ProfileForm } from '#web/features/account/components/profile-form.tsx';
import { YourData } from '#web/features/account/components/your-data.tsx';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '#web/features/engagement/api/saved-searches.ts';
import { engagementPaths } from '#web/features/engagement/paths.ts';
import { searchSummary } from './search-summary.ts';
import styles from './engagement-pages.module.css';

export default function AccountPage() {
  useDocumentTitle('My Account');
  const searches = useSavedSearches();
  const { user } = useSession();
  return (
    <div className="container page">
      <h1 className="page-title">My Account</h1>
      <section className={styles.section} aria-labelledby="details-title">
        <h2 id="details-title" className={styles.sectionTitle}>
          Your details
        </h2>
        {/* The page is for signed-in people only (router); the form starts again for another person. */}
        {user && <ProfileForm key={user.id} user={user} />}
        <EmailConfirmation />
      </section>
      <section className={styles.section} aria-labelledby="password-title">
        <h2 id="password-title" className={styles.sectionTitle}>
          Password
        </h2>
        <PasswordForm />
      </section>
      <section className={styles.section} aria-labelledby="email-title">
        <h2 id="email-title" className={styles.sectionTitle}>
          Email preferences
        </h2>
        <EmailPreferences />
      </section>
      <section id="your-data" className={styles.section} aria-labelledby="your-data-title">
        <h2 id="your-data-title" className={styles.sectionTitle}>
          Your data
        </h2>
        <YourData />
      </section>
      <section className={styles.section} aria-labelledby="saved-searches-title">
        <h2 id="saved-searches-title" className={styles.sectionTitle}>
          Saved searches
        </h2>
        {searches.isPending ? (
          <LoadingState label="Loading your saved searches…" />
        ) : searches.isError ? (
          <ErrorState title="Could not load your saved searches" message={searches.error.message} onRetry={() => void searches.refetch()} />
        ) : searches.data.length === 0 ? (
          <EmptyState
            title="No saved searches yet"
            message="Search for homes and choose Save this search to hear when new matches are listed."
            actions={
              <Link to={paths.search()} className="btn btn-primary">
                Search homes
              </Link>
            }
          />
        ) : (
          <ul className={styles.searches}>
            {searches.data.map((search) => (
              <SavedSearchRow key={search.id} search={search} />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="delete-account-title">
        <h2 id="delete-account-title" className={styles.sectionTitle}>
          Delete my account
        </h2>
        <DeleteAccount />
      </section>
    </div>
  );
}

function SavedSearchRow({ search }: { search: TSavedSearch }) {
  const [isEditing, setIsEditing] = useState(false);
  const areas = useAreas();
  const remove = useDeleteSavedSearch();
  const notify = useNotify();
  const areaName = (value: string) => areas.data?.find((a) => String(a.areaId) === value)?.areaName ?? value;

  return (
    <li className={`card ${styles.search}`}>
      <div>
        <h3 className={styles.searchName}>
          <Link to={engagementPaths.savedSearch(search.id)}>{search.name}</Link>
        </h3>
        <p className={styles.searchMeta}>
          {searchSummary(search.filters, areaName)} · Alerts: {ALERT_FREQUENCY_LABELS[search.frequency]}
        </p>
      </div>
      <div className={styles.searchActions}>
        <Link to={engagementPaths.savedSearch(search.id)} className="btn btn-primary btn-sm">
          Open
        </Link>
        <button type="button" className="btn btn-sm" aria-expanded={isEditing} onClick={() => setIsEditing((v) => !v)}>
          Edit
        </button>
        <button
          type="button"
          className="btn btn-sm"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(`Delete the saved search "${search.name}"?`)) return;
            remove.mutate(search.id, { onSuccess: () => notify('Saved search deleted'), onError: (error) => notify(error.message, 'error') });
          }}
        >
          Delete <span className="visually-hidden">{search.name}</span>
        </button>
      </div>
      {isEditing && <EditSavedSearch search={search} onDone={() => setIsEditing(false)} />}
    </li>
  );
}

function EditSavedSearch({ search, onDone }: { search: TSavedSearch; onDone(): void }) {
  const [name, setName] = useState(search.name);
  const [frequency, setFrequency] = useState<TAlertFrequency>(search.frequency);
  const update = useUpdateSavedSearch();
  const notify = useNotify();
  const errors = update.error instanceof ApiError ? (update.error.errors ?? {}) : {};
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    update.mutate(
      { id: search.id, name, frequency },
      {
        onSuccess: () => {
          notify('Saved search updated');
          onDone();
        },
      },
    );
  };
  return (
    <form className={styles.editForm} onSubmit={submit} noValidate>
      {update.error && !errors.name && (
        <p className="banner banner-error" role="alert">
          {update.error.message}
        </p>
      )}
      <div className={styles.editRow}>
        <FormField label="Name" isRequired error={errors.name}>
          {(control) => <input {...control} className="input" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />}
        </FormField>
        <FormField label="Alerts">
          {(control) => (
            <select {...control} className="input" value={frequency} onChange={(e) => setFrequency(e.target.value as TAlertFrequency)}>
              {ALERT_FREQUENCIES.map((value) => (
                <option key={value} value={value}>
                  {ALERT_FREQUENCY_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className={styles.searchActions}>
        <button type="button" className="btn btn-sm" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={update.isPending}>
          Save changes
        </button>
      </div>
    </form>
  );
}
