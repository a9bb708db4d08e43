// Adds photos to a report item, a note or a repair: each chosen file is uploaded to the tenancy at
// once and shown; a photo can be removed before the form is sent.
import { useId, useState } from 'react';
import { Icon } from '#web/components/icon.tsx';
import { uploadTenancyPhoto } from '../api/upload-photo.ts';
import styles from './tenancy.module.css';

type PhotoPickerProps = { tenancyId: number; label: string; photos: string[]; onChange(photos: string[]): void; max: number };

export function PhotoPicker({ tenancyId, label, photos, onChange, max }: PhotoPickerProps) {
  const statusId = useId();
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const add = async (files: File[]) => {
    setError(null);
    const room = files.slice(0, Math.max(0, max - photos.length));
    if (room.length < files.length) setError(`At most ${max} photos`);
    setUploading((count) => count + room.length);
    const added: string[] = [];
    for (const file of room) {
      try {
        added.push((await uploadTenancyPhoto(tenancyId, file)).url);
      } catch (failure) {
        setError((failure as Error).message);
      } finally {
        setUploading((count) => count - 1);
      }
    }
    onChange([...photos, ...added]);
  };
  return (
    <div aria-describedby={statusId}>
      {photos.length > 0 && (
        <ul className={styles.photos} aria-label={label}>
          {photos.map((url, index) => (
            <li key={url}>
              <img src={url} alt={`${label}, photo ${index + 1}`} width={96} height={72} />
              <button
                type="button"
                className="btn btn-sm btn-ghost"
                aria-label={`Remove ${label}, photo ${index + 1}`}
                onClick={() => onChange(photos.filter((each) => each !== url))}
              >
                <Icon name="trash" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < max && (
        <label className={`btn btn-sm ${styles.addPhotos}`}>
          <Icon name="upload" size={14} />
          Add photos<span className="visually-hidden"> of {label}</span>
          <input
            type="file"
            accept="image/*"
            multiple
            className="visually-hidden"
            onChange={(event) => {
              void add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </label>
      )}
      <p id={statusId} className={error ? 'field-error' : styles.muted} role={error ? 'alert' : 'status'}>
        {error ?? (uploading > 0 ? `Uploading ${uploading} photo${uploading === 1 ? '' : 's'}...` : '')}
      </p>
    </div>
  );
}
