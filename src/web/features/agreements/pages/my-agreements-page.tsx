// /my-agreements (spec section 2): agreements saved in this browser ('Saved Locally') and, for a
// signed-in user, on their account, one card each. No login gate (spec section 6).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '#web/components/link.tsx';
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { paths } from '#web/app/paths.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { agreementQuery } from '../api/get-agreement.ts';
import { useMyAgreements } from '../api/get-my-agreements.ts';
import { AgreementCard } from '../components/agreement-card.tsx';
import { AgreementViewerDialog } from '../components/agreement-viewer-dialog.tsx';
import { readLocalAgreements, type SavedAgreement } from '../lib/local-agreements.ts';
import { displayStatus, mergeAgreements } from '../lib/merge-agreements.ts';
import type { RenewalState } from '../lib/renewal.ts';
import styles from '../components/agreements.module.css';

type LocalState = { status: 'loading' } | { status: 'ready'; records: SavedAgreement[] } | { status: 'error'; message: string };

export default function MyAgreementsPage() {
  const navigate = useNavigate();
  const { isAuthenticated, isLoading: isSessionLoading } = useSession();
  const account = useMyAgreements();
  const [local, setLocal] = useState<LocalState>({ status: 'loading' });
  const [open, setOpen] = useState<SavedAgreement | null>(null);
  const [renewError, setRenewError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const readLocal = useCallback(() => {
    try {
      setLocal({ status: 'ready', records: readLocalAgreements() });
    } catch (error) {
      setLocal({ status: 'error', message: (error as Error).message });
    }
  }, []);
  useEffect(readLocal, [readLocal]);
  useEffect(() => {
    document.title = 'My Agreements | Gruha';
  }, []);

  const renewWith = (record: SavedAgreement, form: TAgreementForm) => {
    const state: RenewalState = { renewFrom: { agreementId: record.agreementId ?? '', form } };
    void navigate(paths.rentalAgreement(), { state });
  };
  // An account copy lists its ID numbers masked: renewing starts from the whole agreement.
  const renew = async (record: SavedAgreement) => {
    setRenewError(null);
    if (!record.isOnServer || !record.agreementId) {
      if (record.form) renewWith(record, record.form);
      return;
    }
    try {
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- moving to queryClient.query() is its own change.
      renewWith(record, (await queryClient.fetchQuery(agreementQuery(record.agreementId))).form);
    } catch (error) {
      setRenewError((error as Error).message);
    }
  };

  const isLoading = local.status === 'loading' || isSessionLoading || (isAuthenticated && account.isPending);
  const records = mergeAgreements(local.status === 'ready' ? local.records : [], account.data ?? []);
  const today = todayInIndia();

  return (
    <div className="container">
      <div className="page">
        <div className={styles.listHeader}>
          <div>
            <h1 className="page-title">My Agreements</h1>
            <p className={`page-subtitle ${styles.flush}`}>
              {/* Signed in, they are on the account too: 'Saved Locally' alone would undersell that. */}
              {isAuthenticated ? (
                <span className="badge badge-info">Saved on this device and to your account</span>
              ) : (
                <>
                  <span className="badge badge-info">Saved Locally</span> In this browser. Log in to keep them on your account.
                </>
              )}
            </p>
          </div>
          <Link className="btn btn-primary" to={paths.rentalAgreement()}>
            Create New Agreement
          </Link>
        </div>

        {local.status === 'error' && <ErrorState title="Could not load agreements" message={local.message} onRetry={readLocal} />}
        {isAuthenticated && account.isError && (
          <p className="banner banner-warning" role="alert">
            Could not load the agreements on your account: {account.error.message}{' '}
            <button type="button" className="btn btn-sm" onClick={() => account.refetch()}>
              Try Again
            </button>
          </p>
        )}
        {renewError && (
          <p className="banner banner-warning" role="alert">
            Could not open the agreement to renew it: {renewError}
          </p>
        )}
        {isLoading ? (
          <LoadingState label="Loading your agreements..." />
        ) : records.length === 0 ? (
          local.status !== 'error' && (
            <EmptyState
              title="You haven't created any rental agreements yet"
              message="Create a Rental or Lease agreement in a few minutes, then print it or download the PDF."
              actions={
                <Link className="btn btn-primary" to={paths.rentalAgreement()}>
                  Create Your First Agreement
                </Link>
              }
            />
          )
        ) : (
          <ul className={styles.list} aria-label="Saved agreements">
            {records.map((record, i) => (
              <AgreementCard
                key={record.agreementId ?? `record-${i}`}
                record={record}
                status={displayStatus(record, today)}
                onView={() => record.form && setOpen(record)}
                onRenew={() => void renew(record)}
              />
            ))}
          </ul>
        )}
        <AgreementViewerDialog record={open} onClose={() => setOpen(null)} onRenew={(form) => open && renewWith(open, form)} />
      </div>
    </div>
  );
}
