// /shortlist: the homes the person shortlisted, newest first; one deleted or
// deactivated since stays, marked no longer available, with a Remove button.
import { Link } from '#web/components/link.tsx';
import { paths } from '../paths.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { PropertyCard } from '#web/features/listings/components/property-card.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSetShortlisted, useShortlist } from '#web/features/engagement/api/shortlist.ts';
import styles from './engagement-pages.module.css';

export default function ShortlistPage() {
  useDocumentTitle('My Shortlist');
  const shortlist = useShortlist();
  const change = useSetShortlisted();
  const notify = useNotify();

  return (
    <div className="container page">
      <h1 className="page-title">My Shortlist</h1>
      {shortlist.isPending ? (
        <LoadingState label="Loading your shortlist…" />
      ) : shortlist.isError ? (
        <ErrorState title="Could not load your shortlist" message={shortlist.error.message} onRetry={() => void shortlist.refetch()} />
      ) : shortlist.data.length === 0 ? (
        <EmptyState
          title="Your shortlist is empty"
          message="Tap the heart on any home to keep it here."
          actions={
            <Link to={paths.search()} className="btn btn-primary">
              Browse homes
            </Link>
          }
        />
      ) : (
        <>
          <p className={styles.lead}>
            {shortlist.data.length} {shortlist.data.length === 1 ? 'home' : 'homes'}
          </p>
          <h2 className="visually-hidden">Shortlisted homes</h2>
          <div className={styles.grid}>
            {shortlist.data.map((item) =>
              item.property ? (
                <PropertyCard key={item.propertyId} property={item.property} />
              ) : (
                <article key={item.propertyId} className={`card ${styles.gone}`}>
                  <p className="badge">No longer available</p>
                  <h2 className={styles.goneTitle}>{item.title}</h2>
                  <p className={styles.muted}>
                    {item.removedBy === 'moderators'
                      ? "This listing was removed by Gruha's moderators."
                      : 'This home was taken down or deactivated by its poster.'}
                  </p>
                  <button
                    type="button"
                    className="btn"
                    disabled={change.isPending}
                    onClick={() =>
                      change.mutate(
                        { propertyId: item.propertyId, isShortlisted: false },
                        { onSuccess: () => notify('Removed from your shortlist'), onError: (error) => notify(error.message, 'error') },
                      )
                    }
                  >
                    Remove
                  </button>
                </article>
              ),
            )}
          </div>
        </>
      )}
    </div>
  );
}
