// One header menu: a trigger button and the panel it discloses (disclosure pattern: links
// inside are plain Tab stops; ArrowDown on the trigger jumps to the first one).
import type { ReactNode } from 'react';
import { Link } from '#web/components/link.tsx';
import { Icon } from '#web/components/icon.tsx';
import styles from './header.module.css';
import type { MenuGroup } from './menu-links.ts';
import { useMenuDisclosure } from './use-menu-disclosure.ts';

type HeaderMenuProps = {
  label: ReactNode;
  align?: 'start' | 'end';
  triggerClassName?: string;
  children(close: () => void): ReactNode;
};

export function HeaderMenu({ label, align = 'start', triggerClassName = styles.navTrigger, children }: HeaderMenuProps) {
  const { isOpen, close, rootProps, triggerProps, panelProps } = useMenuDisclosure();
  return (
    <div className={styles.menu} {...rootProps}>
      <button className={triggerClassName} {...triggerProps}>
        {label}
        <Icon name="chevronDown" size={16} />
      </button>
      <div {...panelProps} className={`${styles.panel} ${align === 'end' ? styles.panelEnd : ''}`} hidden={!isOpen}>
        {children(close)}
      </div>
    </div>
  );
}

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
