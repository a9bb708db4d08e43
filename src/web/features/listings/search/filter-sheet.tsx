// The phone's Filters sheet: the rail's controls in a full-height dialog (focus kept inside, Escape
// closes), with the live count on its button. Loaded when first opened.
import type { ReactNode } from 'react';
import { Dialog } from '#web/components/dialog.tsx';
import styles from './search-page.module.css';

type Props = { panel: ReactNode; showLabel: string; onClearAll(): void; onClose(): void };

export default function FilterSheet({ panel, showLabel, onClearAll, onClose }: Props) {
  return (
    <Dialog title="Filters" isOpen onClose={onClose} size="sheet">
      {panel}
      <div className={styles.sheetFooter}>
        <button type="button" className="btn" onClick={onClearAll}>
          Clear all
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {showLabel}
        </button>
      </div>
    </Dialog>
  );
}
