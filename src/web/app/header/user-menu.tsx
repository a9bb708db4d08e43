// The signed-in user's menu (spec section 2, Header): View Profile, the role's pages, Logout.
import { Link } from '#web/components/link.tsx';
import type { TUser } from '#shared/contracts/user.ts';
import { Icon } from '#web/components/icon.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { userMenuLinks } from './account-links.ts';
import styles from './header.module.css';
import { HeaderMenu } from './header-menu.tsx';
import { EmailText } from '#web/components/email-text.tsx';

const initialsOf = (user: TUser) => `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';

export function UserMenu({ user }: { user: TUser }) {
  const { openAuthDialog, signOut } = useSession();
  return (
    <HeaderMenu
      align="end"
      triggerClassName={styles.userTrigger}
      label={
        // The name is spoken from the content, so it holds the visible first name (WCAG 2.5.3).
        <>
          <span className="visually-hidden">Account menu for </span>
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(user)}
          </span>
          <span className={styles.userName}>{user.firstName}</span>
        </>
      }
    >
      {(close) => (
        <div className={styles.userPanel}>
          <div className={styles.userSummary}>
            <strong>
              {user.firstName} {user.lastName}
            </strong>
            <span className={styles.userEmail}>
              <EmailText email={user.email} />
            </span>
          </div>
          <ul className={styles.linkList}>
            <li>
              <button
                type="button"
                className={styles.menuLink}
                onClick={() => {
                  close();
                  openAuthDialog('profile');
                }}
              >
                <Icon name="user" size={16} />
                View Profile
              </button>
            </li>
            {userMenuLinks(user.role).map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={styles.menuLink} onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li className={styles.separator}>
              <button
                type="button"
                className={styles.menuLink}
                onClick={() => {
                  close();
                  signOut();
                }}
              >
                <Icon name="logout" size={16} />
                Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </HeaderMenu>
  );
}
