// Below the contact buttons: how long the poster has been on Gruha, whether they confirmed their email
// and how many of their listings an admin verified (real figures only), and 'Report this listing'.
// Drawn once the app has the page.
import { lazy, Suspense, useState } from 'react';
import type { TProperty } from '#shared/contracts/property.ts';
import { Icon } from '#web/components/icon.tsx';
import { useRequireSignIn } from '#web/features/auth/require-sign-in.ts';
import { useSessionUser } from '#web/features/auth/session.tsx';
import { usePosterTrust } from '../api/get-poster-trust.ts';
import styles from './listing-trust.module.css';

const ReportDialog = lazy(() => import('./report-dialog.tsx').then(({ ReportDialog: Report }) => ({ default: Report })));

const monthYear = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

function tenure(memberSince: string, now = Date.now()): string {
  const days = Math.floor((now - Date.parse(memberSince)) / 86_400_000);
  if (days < 1) return 'On Gruha since today';
  if (days < 60) return `On Gruha for ${days} day${days === 1 ? '' : 's'}`;
  return `On Gruha since ${monthYear.format(new Date(memberSince))}`;
}

export default function ListingTrust({ property }: { property: TProperty }) {
  const user = useSessionUser();
  const requireSignIn = useRequireSignIn();
  const trust = usePosterTrust(property.id);
  const [isReporting, setIsReporting] = useState(false);
  const isOwnListing = user?.id === property.user.id;
  const report = () => requireSignIn('Please log in to report a listing: we tell you what we decide.', () => setIsReporting(true));

  return (
    <div className={styles.trust}>
      {/* The line's room is kept while it loads, so what sits below does not jump as a hand reaches for it. */}
      {trust.isPending && (
        <p className={styles.reserved} aria-hidden="true">
          <Icon name="user" size={16} /> &nbsp;
        </p>
      )}
      {trust.data && (
        <p>
          <Icon name="user" size={16} /> {tenure(trust.data.memberSince)} ·{' '}
          {trust.data.verifiedListings === 0
            ? 'no listings verified yet'
            : `${trust.data.verifiedListings} listing${trust.data.verifiedListings === 1 ? '' : 's'} verified by Gruha`}{' '}
          · {trust.data.isEmailConfirmed ? 'Email confirmed' : 'email not confirmed yet'}
        </p>
      )}
      {!isOwnListing && (
        <button type="button" className={styles.report} onClick={report}>
          Report this listing
        </button>
      )}
      {isReporting && (
        <Suspense fallback={null}>
          <ReportDialog propertyId={property.id} onClose={() => setIsReporting(false)} />
        </Suspense>
      )}
    </div>
  );
}
