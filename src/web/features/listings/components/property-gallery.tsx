// The detail page's pictures: one large picture and a thumbnail strip to choose it (arrow keys move
// between thumbnails, as in a toolbar). A listing without pictures shows the placeholder.
import { useRef, useState, type KeyboardEvent } from 'react';
import type { TProperty } from '../../../../shared/contracts/property.ts';
import styles from './property-gallery.module.css';
import { PropertyImage } from './property-image.tsx';

export function PropertyGallery({ property }: { property: TProperty }) {
  const images = property.images;
  const primaryIndex = Math.max(0, images.findIndex((image) => image.isPrimary));
  const [selected, setSelected] = useState(primaryIndex);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = images[selected];

  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? images.length - 1 : null;
    if (!step && jump === null) return;
    event.preventDefault();
    const next = jump ?? (selected + step + images.length) % images.length;
    setSelected(next);
    thumbs.current[next]?.focus();
  }

  return (
    <section className={styles.gallery} aria-label="Pictures">
      <div className={styles.main}>
        <PropertyImage
          src={current?.url ?? property.imageUrl}
          isPriority
          alt={images.length > 1 ? `${property.title}, picture ${selected + 1} of ${images.length}` : property.title}
        />
      </div>
      {images.length > 1 && (
        <div className={styles.thumbs} role="toolbar" aria-label="Choose a picture" onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <button
              key={image.id}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              className={styles.thumb}
              aria-label={`Show picture ${index + 1} of ${images.length}`}
              aria-pressed={index === selected}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
            >
              <PropertyImage src={image.thumbUrl} alt="" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
