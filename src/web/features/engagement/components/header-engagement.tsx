// The signed-in header's shortlist count, saved searches (the account page) and the bell: one mount point in
// the header, so the header file itself stays as it is.
import { Link } from '#web/components/link.tsx';
import { Icon } from '#web/components/icon.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { engagementPaths } from '../paths.ts';
import { useShortlist } from '../api/shortlist.ts';
import styles from './header-engagement.module.css';
import { NotificationBell } from './notification-bell.tsx';
import { InboxLink } from '#web/features/conversations/components/inbox-link.tsx';

export function HeaderEngagement() {
  const { isAuthenticated } = useSession();
  const shortlist = useShortlist();
  if (!isAuthenticated) return null;
  const count = shortlist.data?.length ?? 0;
  return (
    <div className={styles.group}>
      <Link to={engagementPaths.shortlist()} className={styles.iconLink} aria-label={`Shortlist, ${count} ${count === 1 ? 'home' : 'homes'}`}>
        <Icon name="heart" size={20} />
        {count > 0 && (
          <span className={styles.count} aria-hidden="true">
            {count}
          </span>
        )}
      </Link>
      <Link to={engagementPaths.account()} className={styles.iconLink} aria-label="Saved searches" title="Saved searches">
        <Icon name="bookmark" size={20} />
      </Link>
      <InboxLink className={styles.iconLink} countClassName={styles.count} />
      <NotificationBell />
    </div>
  );
}
