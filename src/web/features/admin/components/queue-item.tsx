// One listing in the moderation queue: why it is there (reports, reported conversations with their
// messages and what to do about the reported person, flags with the matching listings side by side, waiting for verification), what was
// decided before, and the decision buttons.
import { FLAG_KIND_LABELS, PERSON_ACTION_LABELS, REPORT_REASON_LABELS, type TQueueItem } from '#shared/contracts/moderation.ts';
import { formatDate, formatDayAndTime } from '#shared/format-date.ts';
import { DecisionList } from '#web/features/listings/components/moderation-history.tsx';
import { DecisionActions } from './decision-actions.tsx';
import { ModerationListing } from './moderation-listing.tsx';
import { PersonActions } from './person-actions.tsx';
import { PosterEmail, ReporterHistory, ReportsWeight } from './reporter-history.tsx';
import styles from './moderation.module.css';

export function QueueItem({ item, checklist }: { item: TQueueItem; checklist: string[] }) {
  const { listing } = item;
  return (
    <li className={`card ${styles.item}`} aria-label={listing.title}>
      <h2>{listing.title}</h2>
      <div className={styles.tags}>
        {item.reports.length > 0 && (
          <span className={`badge ${styles.danger}`}>{item.reports.length === 1 ? '1 report' : `${item.reports.length} reports`}</span>
        )}
        {item.reports.length > 0 && <ReportsWeight item={item} />}
        <PosterEmail item={item} />
        {item.conversationReports.length > 0 && (
          <span className={`badge ${styles.danger}`}>
            {item.conversationReports.length === 1 ? '1 reported conversation' : `${item.conversationReports.length} reported conversations`}
          </span>
        )}
        {listing.reviewState === 'under_review' && <span className={`badge ${styles.warning}`}>Under review: out of search</span>}
        {listing.reviewState === 'price_check' && <span className={`badge ${styles.warning}`}>Price to check: out of search</span>}
        {item.isWaitingForVerification && <span className="badge badge-info">Waiting for verification</span>}
        {listing.isVerified && <span className="badge badge-success">Verified</span>}
      </div>
      <ModerationListing listing={listing} />
      {item.reports.length > 0 && (
        <section>
          <h3>Reports</h3>
          <ul className={styles.list}>
            {item.reports.map((report) => (
              <li key={report.id}>
                {REPORT_REASON_LABELS[report.reason]}
                {report.details && `: “${report.details}”`} — {report.reporterName}, {formatDate(report.createdAt)}
                <ReporterHistory reporter={report.reporter} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {item.conversationReports.map((report) => (
        <section key={`c${report.id}`}>
          <h3>{report.visitId === null ? 'Reported conversation' : 'Problem reported after a visit'}</h3>
          <p>
            “{report.reason}” — {report.reporterName} about {report.reportedName}, {formatDate(report.createdAt)}
          </p>
          <details className={styles.checklist}>
            <summary>Messages ({report.messages.length})</summary>
            <ol className={styles.list}>
              {report.messages.map((message) => (
                <li key={message.id}>
                  <strong>{message.senderName}</strong> ({formatDayAndTime(message.createdAt)}): {message.body}
                </li>
              ))}
            </ol>
          </details>
          <PersonActions reportId={report.id} reportedName={report.reportedName} />
        </section>
      ))}
      {item.flags.map((flag) => (
        <section key={flag.id}>
          <h3>Flag: {FLAG_KIND_LABELS[flag.kind]}</h3>
          <p>{flag.evidence.summary}</p>
          {/* The flagged listing first, its matches beside it (stacked on a narrow screen). */}
          {flag.evidence.matches.length > 0 && (
            <div className={styles.side}>
              <div>
                <p className={styles.caption}>This listing</p>
                <ModerationListing listing={listing} />
              </div>
              {flag.evidence.matches.map((match) => (
                <div key={match.listing.id}>
                  <p className={styles.caption}>Matching listing</p>
                  <ModerationListing listing={match.listing} />
                  {match.pictures?.map((picture) => (
                    <div key={picture.url + picture.matchedUrl} className={styles.side}>
                      <img src={picture.url} alt="This listing's picture" width={160} />
                      <img src={picture.matchedUrl} alt="The matching picture" width={160} />
                    </div>
                  ))}
                </div>
              ))}
            </div>
          )}
        </section>
      ))}
      {item.isWaitingForVerification && (
        <details className={styles.checklist}>
          <summary>Verification checklist</summary>
          <ol className={styles.list}>
            {checklist.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </details>
      )}
      {(item.history.length > 0 || item.personHistory.length > 0) && (
        <section>
          <h3>History</h3>
          <DecisionList decisions={item.history} className={styles.list} />
          {item.personHistory.length > 0 && (
            <ul className={styles.list} aria-label="Decisions on reported people">
              {item.personHistory.map((decision) => (
                <li key={decision.id}>
                  {PERSON_ACTION_LABELS[decision.action]}: {decision.reportedName}, by {decision.adminName}, {formatDate(decision.createdAt)}
                  {decision.reason && `: ${decision.reason}`}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <DecisionActions propertyId={listing.id} title={listing.title} />
    </li>
  );
}
