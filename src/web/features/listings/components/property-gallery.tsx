// The detail page's pictures: one large picture and a thumbnail strip to choose it (arrow keys move
// between thumbnails, as in a toolbar). The large picture opens the full-screen viewer, whose code
// loads only then. A listing without pictures shows the placeholder.
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import type { TProperty } from '#shared/contracts/property.ts';
import { Icon } from '#web/components/icon.tsx';
import styles from './property-gallery.module.css';
import { PropertyImage } from './property-image.tsx';

const PhotoViewer = lazy(() => import('./photo-viewer.tsx'));

export function PropertyGallery({ property }: { property: TProperty }) {
  const images = property.images;
  const primaryIndex = Math.max(
    0,
    images.findIndex((image) => image.isPrimary),
  );
  const [selected, setSelected] = useState(primaryIndex);
  const [isViewerOpen, setIsViewerOpen] = useState(false);
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
      {/* A tap on the picture opens the viewer too; the button is the way for keyboards. */}
      <div className={styles.main} onClick={() => images.length > 0 && setIsViewerOpen(true)} data-zoomable={images.length > 0}>
        <PropertyImage
          src={current?.url ?? property.imageUrl}
          isPriority
          alt={images.length > 1 ? `${property.title}, picture ${selected + 1} of ${images.length}` : property.title}
        />
        {images.length > 0 && (
          <button type="button" className={styles.open} onClick={() => setIsViewerOpen(true)}>
            <Icon name="area" size={16} /> View {images.length === 1 ? 'picture' : `all ${images.length} pictures`}
          </button>
        )}
      </div>
      {isViewerOpen && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={images}
            startAt={selected}
            title={property.title}
            onClose={(index) => {
              setSelected(index);
              setIsViewerOpen(false);
            }}
          />
        </Suspense>
      )}
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
