// One version of the terms: who proposed it, the terms and text, who accepted or asked for changes,
// its fingerprint, and for a party the answers still open to them. A locked version has its PDF.
import { formatDateAndTime } from '#shared/format-date.ts';
import { TENANCY_MESSAGES, TENANCY_PATHS, type TTenancySide, type TTermVersion } from '#shared/contracts/tenancy.ts';
import { useNotify } from '#web/components/toast.tsx';
import { useAcceptTerms } from '../api/tenancy-writes.ts';
import { SIDE_LABELS } from '../lib/tenancy-labels.ts';
import { PdfLink } from './pdf-link.tsx';
import { RequestChangesForm } from './request-changes-form.tsx';
import { TermsFacts } from './terms-facts.tsx';
import styles from './tenancy.module.css';

const STATUS_LABELS: Record<TTermVersion['status'], string> = {
  proposed: 'Proposed',
  changes_requested: 'Changes asked for',
  accepted: 'Accepted by both',
  superseded: 'Replaced by a later version',
};

type TermVersionCardProps = { tenancyId: number; version: TTermVersion; side: TTenancySide | null };

export function TermVersionCard({ tenancyId, version, side }: TermVersionCardProps) {
  const accept = useAcceptTerms(tenancyId);
  const notify = useNotify();
  const titleId = `terms-version-${version.id}`;
  const canAnswer = side !== null && version.status === 'proposed' && !version.acceptances.some((each) => each.side === side);
  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.head}>
        Version {version.number}
        <span className={`badge ${version.isLocked ? 'badge-success' : 'badge-info'}`}>{STATUS_LABELS[version.status]}</span>
      </h4>
      <p className={styles.muted}>
        Proposed by {version.proposedBy.name} ({SIDE_LABELS[version.proposedBy.side]}) on {formatDateAndTime(version.proposedAt)}
      </p>
      <TermsFacts terms={version.terms} />
      <pre className={styles.versionText} tabIndex={0} aria-label={`Agreement text, version ${version.number}`}>
        {version.text}
      </pre>
      <ul className={styles.list}>
        {version.acceptances.map((each) => (
          <li key={each.side}>
            Accepted by {each.name} ({SIDE_LABELS[each.side]}) on {formatDateAndTime(each.acceptedAt)}
          </li>
        ))}
        {version.changeRequests.map((each) => (
          <li key={`${each.side}-${each.requestedAt}`}>
            {each.name} ({SIDE_LABELS[each.side]}) asked for changes on {formatDateAndTime(each.requestedAt)}: “{each.note}”
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        Fingerprint (SHA-256): <span className={styles.fingerprint}>{version.fingerprint}</span>
      </p>
      {version.isLocked && <p className={styles.muted}>{TENANCY_MESSAGES.termsLocked}.</p>}
      <div className={styles.actions}>
        {canAnswer && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(version.id, {
                onSuccess: () => notify(TENANCY_MESSAGES.termsAccepted, 'success'),
                onError: (error) => notify(error.message, 'error'),
              })
            }
          >
            Accept version {version.number}
          </button>
        )}
        {version.isLocked && (
          <PdfLink href={TENANCY_PATHS.termsPdf(tenancyId, version.id)} fileName={`tenancy-${tenancyId}-terms-v${version.number}.pdf`}>
            {`Terms PDF (version ${version.number})`}
          </PdfLink>
        )}
      </div>
      {canAnswer && <RequestChangesForm tenancyId={tenancyId} version={version} />}
    </article>
  );
}
