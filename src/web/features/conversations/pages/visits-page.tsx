// Visits (/visits): upcoming visits on both sides (the homes I asked to see and the visits to my
// homes), then past ones.
import { Link } from '#web/components/link.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useMyVisits } from '../api/visits.ts';
import { VisitCard } from '../components/visit-card.tsx';
import styles from '../components/conversations.module.css';

export default function VisitsPage() {
  const visits = useMyVisits();
  return (
    <div className="container page">
      <h1 className="page-title">Visits</h1>
      {visits.isPending && <LoadingState label="Loading your visits..." />}
      {visits.isError && <ErrorState title="Could not load your visits" message={visits.error.message} onRetry={() => void visits.refetch()} />}
      {visits.data && (
        <>
          <h2>Upcoming</h2>
          {visits.data.upcoming.length === 0 ? (
            <EmptyState
              icon="calendar"
              title="No upcoming visits"
              message="Ask for a visit from a home's page, in a time its poster offers."
              actions={
                <Link className="btn btn-primary" to="/search">
                  Find homes
                </Link>
              }
            />
          ) : (
            <ul className={styles.visits}>
              {visits.data.upcoming.map((visit) => (
                <VisitCard key={visit.id} visit={visit} />
              ))}
            </ul>
          )}
          {visits.data.past.length > 0 && (
            <section className={styles.section}>
              <h2>Past and closed</h2>
              <ul className={styles.visits}>
                {visits.data.past.map((visit) => (
                  <VisitCard key={visit.id} visit={visit} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
