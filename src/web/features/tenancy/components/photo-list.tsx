// Photos kept with a tenancy, as thumbnails that open the full picture.
import styles from './tenancy.module.css';

export function PhotoList({ photos, label }: { photos: string[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={label}>
      {photos.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={`${label}, photo ${index + 1}`} loading="lazy" width={96} height={72} />
          </a>
        </li>
      ))}
    </ul>
  );
}
