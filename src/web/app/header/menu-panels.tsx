// What the Buy, Rent and Sell menus hold, wide header and small-screen panel alike. Loaded when a
// menu first opens (or its trigger takes focus): closed menus draw nothing, so the first view of
// every page does not carry their links.
import { Link } from '#web/components/link.tsx';
import styles from './header.module.css';
import { BUY_MENU, RENT_MENU, type MenuGroup } from './menu-links.ts';

export { SellMenu } from './sell-menu.tsx';

export const BuyMenu = ({ onNavigate }: { onNavigate(): void }) => <MenuGroups groups={BUY_MENU} onNavigate={onNavigate} />;
export const RentMenu = ({ onNavigate }: { onNavigate(): void }) => <MenuGroups groups={RENT_MENU} onNavigate={onNavigate} />;

/** The column layout shared by the Buy and Rent menus. */
export function MenuGroups({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate(): void }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <div key={group.heading} className={styles.group}>
          <p className={styles.groupHeading} aria-hidden="true">
            {group.heading}
          </p>
          <ul className={styles.linkList} aria-label={group.heading}>
            {group.links.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={styles.menuLink} onClick={onNavigate}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
