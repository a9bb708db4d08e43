// The site header of spec section 2: logo and Home, the Buy, Rent and Sell menus, and the
// account area for visitors and each role. At 768 px and below the menus and the account area
// move into the small-screen panel (mobile-menu.tsx); CSS decides which one is shown.
import { lazy, Suspense } from 'react';
import { Link, NavLink } from '#web/components/link.tsx';
import { Icon } from '#web/components/icon.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { paths } from '../paths.ts';
import { usePostProperty } from '#web/features/listings/post-property-state.tsx';
import styles from './header.module.css';
import { HeaderMenu } from './header-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';

// The menus' links load when a menu first opens: closed, they draw nothing.
const loadMenuPanels = () => import('./menu-panels.tsx');
const BuyMenu = lazy(() => loadMenuPanels().then(({ BuyMenu: Menu }) => ({ default: Menu })));
const RentMenu = lazy(() => loadMenuPanels().then(({ RentMenu: Menu }) => ({ default: Menu })));
const SellMenu = lazy(() => loadMenuPanels().then(({ SellMenu: Menu }) => ({ default: Menu })));

// Signed-in readers only, after the app knows who reads: not in a visitor's first load.
const RoleToolbar = lazy(() => import('./role-toolbar.tsx').then(({ RoleToolbar: Toolbar }) => ({ default: Toolbar })));
const UserMenu = lazy(() => import('./user-menu.tsx').then(({ UserMenu: Menu }) => ({ default: Menu })));
const HeaderEngagement = lazy(() =>
  import('#web/features/engagement/components/header-engagement.tsx').then(({ HeaderEngagement: Engagement }) => ({ default: Engagement })),
);

function Logo() {
  return (
    <Link to={paths.home()} className={styles.logo} aria-label="Gruha, home page">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
        <path d="M8 16l8-7 8 7M11 14v9h10v-9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
        <rect x="14.5" y="17.5" width="3" height="5.5" fill="var(--color-accent)" />
      </svg>
      <span className={styles.logoText}>Gruha</span>
    </Link>
  );
}

function AccountActions() {
  const { user, isKnown, openAuthDialog } = useSession();
  const { requestPost } = usePostProperty();
  if (!user) {
    // Until the stored session is read (a page the server rendered), the visitor's buttons hold the
    // place unseen, so a signed-in reader never sees Login flash before their own menu.
    return (
      <div className={isKnown ? styles.actions : `${styles.actions} ${styles.pending}`} aria-hidden={isKnown ? undefined : true}>
        <button type="button" className="btn btn-ghost" onClick={() => openAuthDialog('login')}>
          Login
        </button>
        <button type="button" className="btn btn-primary" onClick={() => openAuthDialog('create-account')}>
          Sign Up
        </button>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <button type="button" className="btn btn-accent" onClick={requestPost}>
        <Icon name="plus" size={16} />
        Post Property
      </button>
      <Link to={paths.myProperties()} className={`btn ${styles.myProperties}`}>
        My Properties
      </Link>
      <Suspense fallback={null}>
        <UserMenu user={user} />
      </Suspense>
    </div>
  );
}

export function Header() {
  const { user } = useSession();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <nav className={styles.nav} aria-label="Main">
          <NavLink to={paths.home()} end className={styles.navLink}>
            Home
          </NavLink>
          <HeaderMenu label="Buy" preload={loadMenuPanels}>
            {(close) => <BuyMenu onNavigate={close} />}
          </HeaderMenu>
          <HeaderMenu label="Rent" preload={loadMenuPanels}>
            {(close) => <RentMenu onNavigate={close} />}
          </HeaderMenu>
          <HeaderMenu label="Sell" preload={loadMenuPanels}>
            {(close) => <SellMenu onNavigate={close} />}
          </HeaderMenu>
        </nav>
        {user && (
          <Suspense fallback={null}>
            <HeaderEngagement />
          </Suspense>
        )}
        <div className={styles.desktopOnly}>
          <AccountActions />
        </div>
        <MobileMenu />
      </div>
      {user && (
        <div className={styles.desktopOnly}>
          <Suspense fallback={null}>
            <RoleToolbar role={user.role} />
          </Suspense>
        </div>
      )}
    </header>
  );
}
