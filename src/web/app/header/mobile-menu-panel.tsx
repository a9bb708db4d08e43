// What the small-screen Menu panel holds (mobile-menu.tsx): Home, the Buy, Rent and Sell menus as
// expandable sections, and the account area. Loaded when the panel first opens.
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from '#web/components/link.tsx';
import { Icon } from '#web/components/icon.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { paths } from '../paths.ts';
import styles from './header.module.css';
import { BuyMenu, RentMenu, SellMenu } from './menu-panels.tsx';

// A signed-in reader's own links: loaded once the app knows who reads, not in a visitor's first load.
const SignedInAccount = lazy(() => import('./mobile-account.tsx'));

function Section({ label, children }: { label: string; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.mobileSection}>
      <button type="button" className={styles.mobileSectionTrigger} aria-expanded={isOpen} aria-controls={id} onClick={() => setIsOpen(!isOpen)}>
        {label}
        <Icon name={isOpen ? 'chevronDown' : 'chevronRight'} size={16} />
      </button>
      <div id={id} hidden={!isOpen} className={styles.mobileSectionBody}>
        {children}
      </div>
    </div>
  );
}

function MobileAccount({ close }: { close(): void }) {
  const { user, openAuthDialog } = useSession();
  const act = (action: () => void) => () => {
    close();
    action();
  };
  if (user) {
    return (
      <Suspense fallback={null}>
        <SignedInAccount user={user} close={close} />
      </Suspense>
    );
  }
  return (
    <div className={styles.mobileButtons}>
      <button type="button" className="btn" onClick={act(() => openAuthDialog('login'))}>
        Login
      </button>
      <button type="button" className="btn btn-primary" onClick={act(() => openAuthDialog('create-account'))}>
        Sign Up
      </button>
    </div>
  );
}

export default function MobileMenuPanel({ close }: { close(): void }) {
  return (
    <>
      <nav aria-label="Main">
        <Link to={paths.home()} className={styles.mobileSectionTrigger}>
          Home
        </Link>
        <Section label="Buy">
          <BuyMenu onNavigate={close} />
        </Section>
        <Section label="Rent">
          <RentMenu onNavigate={close} />
        </Section>
        <Section label="Sell">
          <SellMenu onNavigate={close} withAccountLinks={false} />
        </Section>
      </nav>
      <div className={styles.mobileAccount}>
        <MobileAccount close={close} />
      </div>
    </>
  );
}
