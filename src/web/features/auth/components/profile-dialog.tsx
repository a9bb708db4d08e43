// My Profile (spec section 2, Dialogs): full name, username, email, phone (or N/A), Logout; and the
// way to the account page, where they are edited.
import type { TUser } from '#shared/contracts/user.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { Icon } from '#web/components/icon.tsx';
import { paths } from '#web/app/paths.ts';
import { Link } from '#web/components/link.tsx';
import { useSession } from '../session.tsx';
import styles from './auth-forms.module.css';
import { EmailText } from '#web/components/email-text.tsx';

const ROLE_LABEL = { USER: 'Buyer / Seller', AGENT: 'Agent', ADMIN: 'Admin' } as const;

function Profile({ user, onClose }: { user: TUser; onClose(): void }) {
  const { signOut } = useSession();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <div className={styles.profile}>
      <div className={styles.profileHead}>
        <span className={styles.profileAvatar} aria-hidden="true">
          {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
        </span>
        <div>
          <p className={styles.profileName}>
            <strong>{fullName}</strong>
          </p>
          <span className="badge badge-info">{ROLE_LABEL[user.role]}</span>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>Full name</dt>
        <dd>{fullName}</dd>
        <dt>Username</dt>
        <dd>{user.username}</dd>
        <dt>Email</dt>
        <dd>
          <EmailText email={user.email} />
        </dd>
        <dt>Phone</dt>
        <dd className="tabular">{user.mobileNumber ?? user.phone ?? 'N/A'}</dd>
      </dl>
      <div className="form-actions">
        <Link to={paths.account()} className="btn" onClick={onClose}>
          Edit my account
        </Link>
        <button type="button" className="btn btn-danger" onClick={signOut}>
          <Icon name="logout" size={16} />
          Logout
        </button>
      </div>
    </div>
  );
}

export function ProfileDialog({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { user } = useSession();
  return (
    <Dialog title="My Profile" size="sm" isOpen={isOpen && user !== null} onClose={onClose}>
      {user && <Profile user={user} onClose={onClose} />}
    </Dialog>
  );
}
