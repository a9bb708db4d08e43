// At 768 px and below (spec section 9 breakpoints) one Menu button opens a panel holding
// everything the wide header shows: the Buy, Rent and Sell menus as expandable sections and the
// account area. It closes on a link, on back/forward, on Escape (focus back on the button) and
// on the Menu button itself.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '#web/components/icon.tsx';
import { whenIdle } from '#web/lib/when-idle.ts';
import styles from './header.module.css';

// The panel's content loads when it first opens (or the button is about to be used): closed, it draws nothing.
const loadPanel = () => import('./mobile-menu-panel.tsx');
const MobileMenuPanel = lazy(loadPanel);

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
        onPointerEnter={() => whenIdle(loadPanel)}
        onFocus={() => whenIdle(loadPanel)}
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
        {isOpen && (
          <Suspense fallback={null}>
            <MobileMenuPanel close={close} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
