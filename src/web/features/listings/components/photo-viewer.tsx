// The full-screen photo viewer of the property page: arrows and the arrow keys move
// between pictures, a swipe does on touch screens, Escape or Close leaves. Loaded only when opened.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Icon } from '#web/components/icon.tsx';
import styles from './photo-viewer.module.css';

type Photo = { id: number; url: string };
type Props = { photos: Photo[]; startAt: number; title: string; onClose(index: number): void };

/** How far a finger must travel sideways to turn the picture. */
const SWIPE_PX = 40;

export default function PhotoViewer({ photos, startAt, title, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(startAt);
  const swipeFrom = useRef<number | null>(null);
  const count = photos.length;
  const step = (by: number) => setIndex((current) => (current + by + count) % count);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  function onPointerUp(event: PointerEvent) {
    if (swipeFrom.current === null) return;
    const moved = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(moved) >= SWIPE_PX && count > 1) step(moved < 0 ? 1 : -1);
  }

  return (
    <dialog
      ref={ref}
      className={styles.viewer}
      aria-label={`${title}: pictures`}
      onCancel={(event) => {
        event.preventDefault();
        onClose(index);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        else if (event.key === 'ArrowLeft') step(-1);
      }}
    >
      <div className={styles.top}>
        <p className={styles.counter} aria-live="polite">
          Picture {index + 1} of {count}
        </p>
        <button type="button" className={styles.close} onClick={() => onClose(index)} aria-label="Close pictures" autoFocus>
          <Icon name="close" size={24} />
        </button>
      </div>
      <div
        className={styles.stage}
        onPointerDown={(event) => {
          swipeFrom.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeFrom.current = null;
        }}
      >
        <img className={styles.photo} src={photos[index]?.url} alt={`${title}, picture ${index + 1} of ${count}`} draggable={false} />
      </div>
      {count > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.previous}`} onClick={() => step(-1)} aria-label="Previous picture">
            <Icon name="chevronLeft" size={28} />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => step(1)} aria-label="Next picture">
            <Icon name="chevronRight" size={28} />
          </button>
        </>
      )}
    </dialog>
  );
}
