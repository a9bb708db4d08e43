// "Your data" on My Account: ask for a copy of everything Gruha keeps about you, download it for
// seven days, and see each time a Gruha admin was shown your Aadhaar or PAN number.
import { useEffect, useRef, useState } from 'react';
import { DATA_EXPORT_DAYS, type TDataExport } from '#shared/contracts/privacy.ts';
import { formatDateAndTime, formatDayAndTime, formatLongDate } from '#shared/format-date.ts';
import { ErrorState, LoadingState } from '#web/components/states.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { downloadDataExport, useDataExports, useIdNumberViews, useRequestDataExport } from '../api/your-data.ts';
import styles from './account.module.css';

const sizeText = (bytes: number | null) =>
  bytes === null ? '' : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The bell and the email link to '/account#your-data': the page opens at this part. */
const LINKED_HASH = '#your-data';

export function YourData() {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.location.hash === LINKED_HASH) card.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div ref={card} className={`card ${styles.card}`}>
      <DownloadMyData />
      <IdNumberViews />
    </div>
  );
}

function DownloadMyData() {
  const exports = useDataExports();
  const ask = useRequestDataExport();
  const notify = useNotify();
  const latest = exports.data?.[0];
  const isPending = latest?.status === 'pending';
  return (
    <div className={styles.choices}>
      <p className={styles.lead}>
        A zip of your account, listings, shortlist, saved searches, messages, visits, deals, agreements, tenancies and receipts, with the pictures and
        documents you uploaded. We email you when it is ready; the download works for {DATA_EXPORT_DAYS} days.
      </p>
      {ask.error && (
        <p className="banner banner-error" role="alert">
          {ask.error.message}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={ask.isPending || isPending}
          onClick={() => ask.mutate(undefined, { onSuccess: (answer) => notify(answer.message) })}
        >
          {ask.isPending ? 'Asking...' : 'Download my data'}
        </button>
      </div>
      {exports.isPending ? (
        <LoadingState label="Loading your downloads…" />
      ) : exports.isError ? (
        <ErrorState title="Could not load your downloads" message={exports.error.message} onRetry={() => void exports.refetch()} />
      ) : latest ? (
        <ExportStatus item={latest} />
      ) : null}
    </div>
  );
}

function ExportStatus({ item }: { item: TDataExport }) {
  const [error, setError] = useState<string | null>(null);
  const [isFetching, setIsFetching] = useState(false);
  if (item.status === 'pending')
    return (
      <p role="status" className={styles.lead}>
        Preparing your data (asked for {formatDayAndTime(item.requestedAt)}). You can leave this page: we will email you.
      </p>
    );
  if (item.isExpired || !item.downloadPath)
    return <p className={styles.lead}>Your last download expired on {formatLongDate(item.expiresAt)}. Ask for a new one above.</p>;
  const path = item.downloadPath;
  const download = () => {
    setError(null);
    setIsFetching(true);
    downloadDataExport(path)
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : 'Download failed'))
      .finally(() => setIsFetching(false));
  };
  return (
    <div className={styles.actions}>
      <button type="button" className="btn" onClick={download} disabled={isFetching}>
        {isFetching ? 'Downloading...' : `Save the zip (${sizeText(item.sizeBytes)})`}
      </button>
      <span className={styles.lead}>Ready; works until {formatLongDate(item.expiresAt)}.</span>
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function IdNumberViews() {
  const views = useIdNumberViews();
  return (
    <div className={styles.choices}>
      <h3 className={styles.subTitle}>Who viewed your identity numbers</h3>
      <p className={styles.lead}>
        Each time a Gruha admin was shown your Aadhaar or PAN number, for example on a rental agreement of your deal. Kept for two years.
      </p>
      {views.isPending ? (
        <LoadingState label="Loading…" />
      ) : views.isError ? (
        <ErrorState title="Could not load who viewed your identity numbers" message={views.error.message} onRetry={() => void views.refetch()} />
      ) : views.data.length === 0 ? (
        <p className={styles.lead}>No one at Gruha has viewed your identity numbers.</p>
      ) : (
        <ul className={styles.viewList}>
          {views.data.slice(0, 10).map((view, index) => (
            <li key={`${view.viewedAt}-${index}`}>
              {formatDateAndTime(view.viewedAt)}: {view.viewerName} saw your {view.idType}{' '}
              {view.shown === 'whole' ? 'number in full' : '(last four digits)'} on {view.recordKind} {view.recordRef}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
