// What the Post and Edit Property dialogs share: the reference lists the form needs, the banner
// above the form, the fields and the actions, with the primary action on the right.
import { useEffect, useRef, type SubmitEvent } from 'react';
import { LoadingState } from '#web/components/states.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAreas } from '#web/lib/areas.ts';
import { usePropertyTypes } from '../api/get-property-types.ts';
import { PropertyForm } from './property-form.tsx';
import type { PropertyFormState } from './property-form-state.ts';
import styles from './property-form.module.css';

/** 'Failed to post property: {server text}', or the fallback when the server said nothing useful (spec section 8). */
export function failureMessage(error: Error, prefix: string, fallback: string) {
  if (error instanceof ApiError && error.status === 401) return 'Please Login First';
  const hasServerText = error instanceof ApiError && error.status > 0 && !error.message.startsWith('Request failed');
  return hasServerText ? `${prefix}: ${error.message}` : fallback;
}

type PropertyFormShellProps = {
  form: PropertyFormState;
  submitLabel: string;
  busyLabel: string;
  isSubmitting: boolean;
  onSubmit(request: NonNullable<ReturnType<PropertyFormState['check']>>): void;
  onCancel(): void;
};

export function PropertyFormShell({ form, submitLabel, busyLabel, isSubmitting, onSubmit, onCancel }: PropertyFormShellProps) {
  const areas = useAreas();
  const types = usePropertyTypes();
  const isUploading = form.picker.isUploading;
  const bannerRef = useRef<HTMLDivElement>(null);

  // The banner sits above the form, out of view after a submit at the bottom: bring it in.
  useEffect(() => {
    if (form.failureCount > 0) bannerRef.current?.focus();
  }, [form.failureCount]);

  if (areas.isPending || types.isPending) return <LoadingState label="Loading the form..." />;

  const areaList = Array.isArray(areas.data) ? areas.data : [];
  const areasError = areas.error ? `Failed to load areas: ${areas.error.message}` : !Array.isArray(areas.data) ? 'Invalid response format' : null;

  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (isUploading) return;
    const request = form.check(areaList.map((area) => area.areaId));
    if (request) onSubmit(request);
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={isSubmitting}>
      {form.banner && (
        <div ref={bannerRef} tabIndex={-1} className="banner banner-error" role="alert">
          {form.banner}
        </div>
      )}
      <p className={styles.legend}>
        Fields marked with <span className={styles.star}>*</span> are required.
      </p>
      <PropertyForm form={form} areas={areaList} areasError={areasError} types={types.data ?? []} />
      <div className="form-actions">
        {isUploading && (
          <p className={styles.wait} role="status">
            Waiting for the pictures to finish uploading...
          </p>
        )}
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting || isUploading}>
          {isSubmitting ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
