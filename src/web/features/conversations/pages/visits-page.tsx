// Visits (/visits): upcoming visits on both sides (the homes I asked to see and the visits to my
// homes), then past ones. /visits?home=ID shows one home's, as a conversation's Visits button asks.
import { useSearchParams } from 'react-router';
import type { TVisit } from '#shared/contracts/visit.ts';
import { paths } from '#web/app/paths.ts';
import { Link } from '#web/components/link.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useMyVisits } from '../api/visits.ts';
import { VisitCard } from '../components/visit-card.tsx';
import styles from '../components/conversations.module.css';
import { conversationPaths } from '../paths.ts';

export default function VisitsPage() {
  const visits = useMyVisits();
  const named = useSearchParams()[0].get('home');
  const homeId = named && /^\d{1,9}$/.test(named) ? Number(named) : null;
  const ofHome = (list: TVisit[]) => (homeId === null ? list : list.filter((visit) => visit.listing.id === homeId));
  const upcoming = visits.data ? ofHome(visits.data.upcoming) : [];
  const past = visits.data ? ofHome(visits.data.past) : [];
  const home = [...upcoming, ...past][0]?.listing;
  return (
    <div className="container page">
      <h1 className="page-title">Visits</h1>
      {homeId !== null && (
        <p className="page-subtitle">
          {home ? `Visits to ${home.title}.` : 'Visits to this home.'} <Link to={conversationPaths.visits()}>All visits</Link>
        </p>
      )}
      {visits.isPending && <LoadingState label="Loading your visits..." />}
      {visits.isError && <ErrorState title="Could not load your visits" message={visits.error.message} onRetry={() => void visits.refetch()} />}
      {visits.data && (
        <>
          <h2>Upcoming</h2>
          {upcoming.length === 0 ? (
            <EmptyState
              icon="calendar"
              title="No upcoming visits"
              message="Ask for a visit from a home's page, in a time its poster offers."
              actions={
                <Link className="btn btn-primary" to={homeId === null ? '/search' : paths.property(homeId)}>
                  {homeId === null ? 'Find homes' : "Open the home's page"}
                </Link>
              }
            />
          ) : (
            <ul className={styles.visits}>
              {upcoming.map((visit) => (
                <VisitCard key={visit.id} visit={visit} />
              ))}
            </ul>
          )}
          {past.length > 0 && (
            <section className={styles.section}>
              <h2>Past and closed</h2>
              <ul className={styles.visits}>
                {past.map((visit) => (
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
