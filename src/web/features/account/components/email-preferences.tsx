// Which kinds of email one gets: a kind turned off by an email's unsubscribe link is turned back on here.
// Alert and news emails are consents: this is the one place to give or withdraw them, and the record
// of each change is shown below the choices.
import { useState, type SubmitEvent } from 'react';
import type { TEmailPreferences } from '#shared/contracts/account.ts';
import { EMAIL_CATEGORIES, type TEmailCategory } from '#shared/contracts/notifications.ts';
import { ErrorState, LoadingState } from '#web/components/states.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/account.ts';
import { ConsentRecord } from './consent-record.tsx';
import styles from './account.module.css';

const CHOICES: Record<TEmailCategory, { label: string; hint: string }> = {
  alerts: { label: 'Saved search alerts and daily digests', hint: 'New homes that match the searches you saved.' },
  leads: { label: 'New leads', hint: 'When someone asks about a home you listed.' },
  deals: { label: 'Deal updates', hint: 'When a deal you are part of moves on.' },
  listings: { label: 'Listing reminders', hint: 'Asking whether a home you listed is still available.' },
  moderation: { label: 'Listing reports and reviews', hint: 'When a listing you posted or reported is reviewed.' },
  messages: { label: 'New messages', hint: 'When someone writes to you in Gruha: at most one email per conversation every 15 minutes.' },
  visits: { label: 'Visits', hint: 'Visit requests, answers, calendar invitations and the reminder the evening before.' },
  tenancies: { label: 'Rent and tenancy', hint: 'Rent reminders, payments confirmed, repairs, notice and the deposit of a home you rent or let.' },
};

const MARKETING = { label: 'News and offers from Gruha', hint: 'Only if you agree. Gruha sends none today.' };

export function EmailPreferences() {
  const preferences = useEmailPreferences();
  if (preferences.isPending) return <LoadingState label="Loading your email preferences…" />;
  if (preferences.isError)
    return (
      <ErrorState title="Could not load your email preferences" message={preferences.error.message} onRetry={() => void preferences.refetch()} />
    );
  return <PreferencesForm saved={preferences.data} />;
}

function PreferencesForm({ saved }: { saved: TEmailPreferences }) {
  const [chosen, setChosen] = useState(saved);
  const save = useSaveEmailPreferences();
  const notify = useNotify();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    save.mutate(chosen, { onSuccess: () => notify('Email preferences saved') });
  };
  return (
    <form className={`card ${styles.card}`} onSubmit={submit} aria-busy={save.isPending}>
      {save.error && (
        <p className="banner banner-error" role="alert">
          {save.error.message}
        </p>
      )}
      <fieldset className={styles.choices}>
        <legend className={styles.lead}>Email me about (the bell in the app shows everything either way):</legend>
        {EMAIL_CATEGORIES.map((category) => (
          <label key={category} className={styles.choice}>
            <input type="checkbox" checked={chosen[category]} onChange={(e) => setChosen((c) => ({ ...c, [category]: e.target.checked }))} />
            <span>{CHOICES[category].label}</span>
            <span className={styles.choiceHint}>{CHOICES[category].hint}</span>
          </label>
        ))}
        <label className={styles.choice}>
          <input type="checkbox" checked={chosen.marketing} onChange={(e) => setChosen((c) => ({ ...c, marketing: e.target.checked }))} />
          <span>{MARKETING.label}</span>
          <span className={styles.choiceHint}>{MARKETING.hint}</span>
        </label>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save email preferences'}
        </button>
      </div>
      <ConsentRecord />
    </form>
  );
}
