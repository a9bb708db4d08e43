// The small-screen panel's account area for a signed-in reader (mobile-menu.tsx): Post Property,
// who is signed in, and their own pages, each destination once.
import { Link } from '#web/components/link.tsx';
import type { TRole, TUser } from '#shared/contracts/user.ts';
import { Icon } from '#web/components/icon.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { paths } from '../paths.ts';
import { usePostProperty } from '#web/features/listings/post-property-state.tsx';
import { isAdmin, isAgentOrAdmin } from '#shared/policy/roles.ts';
import { ADMIN_LINKS, userMenuLinks, type AccountLink } from './account-links.ts';
import styles from './header.module.css';
import { DashboardLink } from './role-toolbar.tsx';

/**
 * The wide header's user menu and role row in one list, each destination once: the agent dashboard
 * comes with its badge below, and the admin's View Deals is the user menu's Admin Dashboard.
 */
function accountLinks(role: TRole): AccountLink[] {
  const links = [...userMenuLinks(role), ...(isAdmin({ role }) ? ADMIN_LINKS : [])];
  return links.filter((link, index) => link.to !== paths.agentDashboard() && links.findIndex((other) => other.to === link.to) === index);
}

export default function SignedInAccount({ user, close }: { user: TUser; close(): void }) {
  const { openAuthDialog, signOut } = useSession();
  const { requestPost } = usePostProperty();
  const act = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      <div className={styles.mobileButtons}>
        <button type="button" className={`btn btn-accent ${styles.mobileWide}`} onClick={act(requestPost)}>
          <Icon name="plus" size={16} />
          Post Property
        </button>
      </div>
      <p className={styles.mobileUser}>
        Signed in as{' '}
        <strong>
          {user.firstName} {user.lastName}
        </strong>
      </p>
      <ul className={styles.linkList} aria-label="Your account">
        <li>
          <button type="button" className={styles.menuLink} onClick={act(() => openAuthDialog('profile'))}>
            View Profile
          </button>
        </li>
        {accountLinks(user.role).map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={styles.menuLink}>
              {link.label}
            </Link>
          </li>
        ))}
        {isAgentOrAdmin(user) && (
          <li>
            <DashboardLink role={user.role} className={styles.menuLink} />
          </li>
        )}
        <li className={styles.separator}>
          <button type="button" className={styles.menuLink} onClick={act(signOut)}>
            <Icon name="logout" size={16} />
            Logout
          </button>
        </li>
      </ul>
    </>
  );
}
