// One header menu: a trigger button and the panel it discloses (disclosure pattern: links
// inside are plain Tab stops; ArrowDown on the trigger jumps to the first one). A closed menu draws
// nothing: its content renders, and may load, when it opens.
import { Suspense, type ReactNode } from 'react';
import { Icon } from '#web/components/icon.tsx';
import { whenIdle } from '#web/lib/when-idle.ts';
import styles from './header.module.css';
import { useMenuDisclosure } from './use-menu-disclosure.ts';

type HeaderMenuProps = {
  label: ReactNode;
  align?: 'start' | 'end';
  triggerClassName?: string;
  /** Loads the content's code once the trigger has focus, so a key that opens the menu finds its links. */
  preload?: () => unknown;
  children(close: () => void): ReactNode;
};

export function HeaderMenu({ label, align = 'start', triggerClassName = styles.navTrigger, preload, children }: HeaderMenuProps) {
  const { isOpen, close, rootProps, triggerProps, panelProps } = useMenuDisclosure();
  return (
    <div className={styles.menu} {...rootProps}>
      <button className={triggerClassName} {...triggerProps} onFocus={preload && (() => whenIdle(preload))}>
        {label}
        <Icon name="chevronDown" size={16} />
      </button>
      <div {...panelProps} className={`${styles.panel} ${align === 'end' ? styles.panelEnd : ''}`} hidden={!isOpen}>
        {isOpen && <Suspense fallback={null}>{children(close)}</Suspense>}
      </div>
    </div>
  );
}
