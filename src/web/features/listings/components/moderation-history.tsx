// On a listing's page, for its poster and admins: every decision Gruha's admins made on it, with who
// and when, and the reason the poster was given. Nothing is drawn for a listing without decisions.
import { MODERATION_ACTION_LABELS, type TDecision } from '#shared/contracts/moderation.ts';
import { formatDate } from '#shared/format-date.ts';
import { useModerationHistory } from '../api/get-moderation-history.ts';
import styles from './moderation-history.module.css';

/** Each decision in a line: what, by whom, when, and the reason given. */
export function DecisionList({ decisions, className }: { decisions: TDecision[]; className?: string }) {
  return (
    <ul className={className}>
      {decisions.map((decision) => (
        <li key={decision.id}>
          {MODERATION_ACTION_LABELS[decision.action]} by {decision.adminName}, {formatDate(decision.createdAt)}
          {decision.reason && `: ${decision.reason}`}
        </li>
      ))}
    </ul>
  );
}

export function ModerationHistory({ propertyId }: { propertyId: number }) {
  const history = useModerationHistory(propertyId);
  if (history.isError)
    return (
      <p className={styles.history} role="status">
        Gruha&apos;s decisions on this listing could not be loaded.
      </p>
    );
  if (!history.data || history.data.length === 0) return null;
  return (
    <section className={styles.history} aria-labelledby="moderation-history-title">
      <h2 id="moderation-history-title" className={styles.title}>
        Gruha&apos;s decisions on this listing
      </h2>
      <DecisionList decisions={history.data} className={styles.list} />
    </section>
  );
}
