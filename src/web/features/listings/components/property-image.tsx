// A listing picture that falls back to a drawn placeholder (shipped in the bundle) when the listing
// has none or the file fails to load (Pictures).
import { useState } from 'react';
import styles from './property-image.module.css';

type PropertyImageProps = {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** The page's main picture (its largest paint): fetched at once and first, not when scrolled near. */
  isPriority?: boolean;
};

export function PropertyImage({ src, alt, className, isPriority = false }: PropertyImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = `${styles.frame} ${className ?? ''}`;
  if (!src || failedSrc === src) {
    return (
      <div className={`${classes} ${styles.placeholder}`} {...(alt ? { role: 'img', 'aria-label': `${alt} (no picture)` } : { 'aria-hidden': true })}>
        <svg viewBox="0 0 120 80" aria-hidden="true" focusable="false">
          <path d="M24 44l36-26 36 26" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
          <path d="M32 40v26h56V40" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
          <rect x="52" y="48" width="16" height="18" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={classes}
      src={src}
      alt={alt}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
