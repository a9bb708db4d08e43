// Pictures for a listing: choose one or more image files, see them at once, remove one or make it
// the main picture (spec section 5: the image is chosen from image files).
import { useId } from 'react';
import { Icon } from '#web/components/icon.tsx';
import type { ImagePickerState } from './image-picker-state.ts';
import styles from './image-picker.module.css';

type ImagePickerProps = { picker: ImagePickerState; error?: string };

export function ImagePicker({ picker, error }: ImagePickerProps) {
  const hintId = useId();
  const errorId = useId();
  const message = picker.error ?? error;
  return (
    <fieldset className={styles.picker} aria-describedby={message ? `${hintId} ${errorId}` : hintId}>
      <legend className="field-label">
        Pictures
        <span className="required" aria-hidden="true">
          *
        </span>
      </legend>
      <p id={hintId} className="field-hint">
        JPEG, PNG, WebP or GIF, up to 10 MB each. The first picture is the main one on cards.
      </p>
      {picker.pictures.length > 0 && (
        <ul className={styles.list}>
          {picker.pictures.map((picture, index) => {
            const name = `picture ${index + 1}`;
            return (
              <li key={picture.key} className={styles.item}>
                <img src={picture.previewUrl} alt={index === 0 ? 'Main picture' : `Picture ${index + 1}`} className={styles.thumb} />
                {index === 0 && <span className={`badge badge-accent ${styles.main}`}>Main</span>}
                {picture.url === null && (
                  <span className={styles.uploading} role="status">
                    Uploading...
                  </span>
                )}
                <div className={styles.actions}>
                  {index > 0 && (
                    <button
                      type="button"
                      className="btn btn-sm"
                      onClick={() => picker.makeMain(picture.key)}
                      aria-label={`Make ${name} the main picture`}
                    >
                      <Icon name="star" size={14} />
                      Main
                    </button>
                  )}
                  <button type="button" className="btn btn-sm btn-danger" onClick={() => picker.remove(picture.key)} aria-label={`Remove ${name}`}>
                    <Icon name="trash" size={14} />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <label className={`btn ${styles.add}`}>
        <Icon name="upload" />
        {picker.pictures.length > 0 ? 'Add more pictures' : 'Add pictures'}
        <input
          type="file"
          accept="image/*"
          multiple
          className="visually-hidden"
          onChange={(event) => {
            picker.addFiles(Array.from(event.target.files ?? []));
            // The same file may be chosen again after it was removed.
            event.target.value = '';
          }}
        />
      </label>
      {message && (
        <p id={errorId} className="field-error" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
