// At 768 px and below (spec section 9 breakpoints) one Menu button opens a panel holding
// everything the wide header shows: the Buy, Rent and Sell menus as expandable sections and the
// account area. It closes on a link, on back/forward, on Escape (focus back on the button) and
// on the Menu button itself.
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from '#web/components/link.tsx';
import { Icon } from '#web/components/icon.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { paths } from '../paths.ts';
import styles from './header.module.css';
import { MenuGroups } from './header-menu.tsx';
import { BUY_MENU, RENT_MENU } from './menu-links.ts';
import { SellMenu } from './sell-menu.tsx';

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

export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setIsOpen(false);

  // Back and forward close the panel too (links close it on click; waiting for the router's
  // location instead would close a panel reopened while the next page is still loading).
  useEffect(() => {
    const onPopState = () => setIsOpen(false);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  return (
    <div
      className={styles.mobileOnly}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return;
        close();
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`btn btn-ghost ${styles.menuButton}`}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(!isOpen)}
      >
        <Icon name={isOpen ? 'close' : 'menu'} size={20} />
        Menu
      </button>
      {/* Dims the page under the open panel; a tap on it closes the panel. */}
      {isOpen && <div className={styles.mobileBackdrop} aria-hidden="true" onClick={close} />}
      <div
        id={panelId}
        hidden={!isOpen}
        className={styles.mobilePanel}
        // Following any link in the panel closes it.
        onClick={(event) => {
          if ((event.target as Element).closest('a')) close();
        }}
      >
        <nav aria-label="Main">
          <Link to={paths.home()} className={styles.mobileSectionTrigger}>
            Home
          </Link>
          <Section label="Buy">
            <MenuGroups groups={BUY_MENU} onNavigate={close} />
          </Section>
          <Section label="Rent">
            <MenuGroups groups={RENT_MENU} onNavigate={close} />
          </Section>
          <Section label="Sell">
            <SellMenu onNavigate={close} withAccountLinks={false} />
          </Section>
        </nav>
        <div className={styles.mobileAccount}>
          <MobileAccount close={close} />
        </div>
      </div>
    </div>
  );
}
