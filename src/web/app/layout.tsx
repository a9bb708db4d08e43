// The frame of every page: skip link, header, the page, footer, and the app-wide dialogs.
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSession } from '../features/auth/session.tsx';
import { useCompareList } from '../features/engagement/api/compare-list.ts';
import { usePrivacyContact } from '../lib/privacy-contact.ts';
import { Header } from './header/header.tsx';
import styles from './layout.module.css';
import { paths } from './paths.ts';
// The auth forms (and the validation library behind them) load when a dialog first opens.
// The compare tray, only while homes are picked to compare.
const CompareBar = lazy(() => import('../features/engagement/components/compare-bar.tsx').then((m) => ({ default: m.CompareBar })));

function CompareTray() {
  const { ids } = useCompareList();
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  );
}

const AuthDialogs = lazy(() => import('../features/auth/components/auth-dialogs.tsx').then((m) => ({ default: m.AuthDialogs })));

function AuthDialogsHost() {
  const { authDialog } = useSession();
  if (!authDialog) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}

const FOOTER_LINKS = [
  { label: 'Rental Agreement', to: paths.rentalAgreement() },
  { label: 'My Agreements', to: paths.myAgreements() },
  { label: 'Owner Plans', to: paths.ownerPlans() },
  { label: 'Localities', to: '/localities' },
  { label: 'Privacy', to: paths.privacy() },
  { label: 'Grievances', to: paths.grievances() },
];

/** Whom to write to about one's data: configuration on the server, named on every page (the phone, when set, on the privacy page). */
function GrievanceOfficer() {
  const officer = usePrivacyContact().data?.grievanceOfficer;
  return (
    <p className={styles.footerOfficer}>
      <Link to={`${paths.privacy()}#grievance-officer`}>Grievance Officer</Link>
      {officer && (
        <>
          : {officer.name} · <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </>
      )}
    </p>
  );
}

// What Gruha is, the links people look for at the bottom of a site, and its fee stated plainly
// (spec section 1; 'zero brokerage' beside a 0.5% fee was reworded: docs/decisions/0058-honest-words.md).
function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.footerMain}>
          <div className={styles.footerBrand}>
            <strong className={styles.footerName}>Gruha</strong>
            <p className={styles.footerTagline}>
              Homes to buy and rent across Hyderabad. No broker&apos;s commission on deals made through Gruha: buyers and owners deal through one
              Gruha agent who handles the documentation and registration.
            </p>
            <GrievanceOfficer />
          </div>
          <nav aria-label="Footer">
            <ul className={styles.footerLinks}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="container">
        <div className={styles.footerBottom}>
          <span>© {new Date().getFullYear()} Gruha · Hyderabad, Telangana</span>
          <span>Platform fee 0.5% each from buyer and seller · Prices in ₹</span>
        </div>
      </div>
    </footer>
  );
}

export function Layout() {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <CompareTray />
      <SiteFooter />
      <AuthDialogsHost />
    </div>
  );
}
