// /grievances: a complaint or a rights request to Gruha's grievance officer, open to anyone. The answer
// names the reference and the date Gruha has promised to answer by; signed in, one's requests and our
// replies are listed below.
import { useState } from 'react';
import type { TGrievance } from '#shared/contracts/grievance.ts';
import { formatLongDate } from '#shared/format-date.ts';
import { paths } from '#web/app/paths.ts';
import { Link } from '#web/components/link.tsx';
import { usePrivacyContact } from '#web/lib/privacy-contact.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { GrievanceForm } from '../components/grievance-form.tsx';
import { MyGrievances } from '../components/my-grievances.tsx';
import styles from '../components/grievances.module.css';

export default function GrievancesPage() {
  useDocumentTitle('Grievances');
  const { isAuthenticated, user } = useSession();
  const contact = usePrivacyContact();
  const [filed, setFiled] = useState<TGrievance | null>(null);
  const officer = contact.data?.grievanceOfficer;
  return (
    <div className="container page">
      <h1 className="page-title">Grievances</h1>
      <p className={styles.meta}>
        A complaint about how Gruha handles your data, or a request for a summary of it, a correction or its erasure. You get a reference at once
        {contact.data ? ` and our answer within ${contact.data.responseDays} days` : ''}. See the <Link to={paths.privacy()}>privacy notice</Link> for
        what Gruha keeps.
        {officer && (
          <>
            {' '}
            You can also write to the {officer.name} at <a href={`mailto:${officer.email}`}>{officer.email}</a>.
          </>
        )}
      </p>
      {filed && (
        <div className={`banner banner-success ${styles.receipt}`} role="status">
          <strong>Request received.</strong> Your reference is <strong>{filed.reference}</strong>. We will answer by{' '}
          <strong>{formatLongDate(filed.dueOn)}</strong>, and we have emailed you both.
        </div>
      )}
      <section aria-labelledby="new-request-title">
        <h2 id="new-request-title">Send a request</h2>
        {isAuthenticated && user && (
          <p className={styles.meta}>
            We will answer {user.firstName} {user.lastName} at {user.email}.
          </p>
        )}
        {/* A new form when the session changes: a visitor's form asks for a name and an email. */}
        <GrievanceForm key={isAuthenticated ? 'account' : 'visitor'} isSignedIn={isAuthenticated} onFiled={setFiled} />
      </section>
      {isAuthenticated && (
        <section aria-labelledby="my-requests-title">
          <h2 id="my-requests-title">Your requests</h2>
          <MyGrievances />
        </section>
      )}
    </div>
  );
}
