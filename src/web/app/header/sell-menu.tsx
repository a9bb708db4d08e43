// The Sell menu's panel (spec section 2, Header): posting, plans, the owner's listings and help.
import { Link } from '#web/components/link.tsx';
import { Icon } from '#web/components/icon.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { paths } from '../paths.ts';
import { usePostProperty } from '#web/features/listings/post-property-state.tsx';
import styles from './header.module.css';
import { ASSISTANCE_LINKS } from './menu-links.ts';

/** `withAccountLinks`: false where the account list beside it already offers My Properties. */
export function SellMenu({ onNavigate, withAccountLinks = true }: { onNavigate(): void; withAccountLinks?: boolean }) {
  const { isAuthenticated } = useSession();
  const { requestPost } = usePostProperty();
  return (
    <div className={styles.groups}>
      <div className={styles.group}>
        <p className={styles.groupHeading} aria-hidden="true">
          For Owners
        </p>
        <ul className={styles.linkList} aria-label="For Owners">
          <li>
            <button
              type="button"
              className={`${styles.menuLink} ${styles.menuLinkStrong}`}
              onClick={() => {
                onNavigate();
                requestPost();
              }}
            >
              <Icon name="plus" size={16} />
              Post Free Property Ad
            </button>
          </li>
          <li>
            <Link to={paths.ownerPlans()} className={styles.menuLink} onClick={onNavigate}>
              Owner Plans
            </Link>
          </li>
          {isAuthenticated && withAccountLinks && (
            <li>
              <Link to={paths.myProperties()} className={styles.menuLink} onClick={onNavigate}>
                My Properties
              </Link>
            </li>
          )}
        </ul>
      </div>
      <div className={styles.group}>
        <p className={styles.groupHeading} aria-hidden="true">
          Assistance
        </p>
        <ul className={styles.linkList} aria-label="Assistance">
          {ASSISTANCE_LINKS.map((link) => (
            <li key={link.label}>
              <Link to={link.to} className={styles.menuLink} onClick={onNavigate}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
