// The Timeline tab: every change with its date, notes and who made it, sorted by date (the server
// sorts by the given date, then by when it was recorded).
import type { TDealEvent } from '#shared/contracts/deal.ts';
import { EmptyState } from '#web/components/states.tsx';
import { formatDealDate } from './deal-format.ts';
import styles from './deals.module.css';
import { StageBadge } from '#web/components/stage-badge.tsx';

const kindText: Record<TDealEvent['kind'], string> = {
  CREATED: 'Deal created',
  STAGE_CHANGED: 'Stage changed',
  NOTE: 'Visit/Update noted',
  SELLER_CONFIRMED: 'Seller confirmed registration',
  PAYMENT_COMPLETED: 'Payment completed',
  DOCUMENT_UPLOADED: 'Document uploaded',
  AGENT_REASSIGNED: 'Agent reassigned',
  AGREEMENT_CREATED: 'Rental agreement created',
};

const roleText = (role: TDealEvent['actorRole']) => role.charAt(0) + role.slice(1).toLowerCase();

export function DealTimeline({ events }: { events: TDealEvent[] }) {
  if (events.length === 0) return <EmptyState title="No events yet" />;
  return (
    <ol className={styles.timeline} aria-label="Deal timeline">
      {events.map((event) => (
        <li key={event.id} className={styles.event}>
          <div className={styles.eventHead}>
            <time className="tabular" dateTime={event.date}>
              {formatDealDate(event.date)}
            </time>
            <strong>{kindText[event.kind]}</strong>
            {event.stage && <StageBadge stage={event.stage} />}
          </div>
          {event.notes && <p className={styles.eventNotes}>{event.notes}</p>}
          <p className={styles.eventWho}>
            by {event.actorName} ({roleText(event.actorRole)})
          </p>
        </li>
      ))}
    </ol>
  );
}
