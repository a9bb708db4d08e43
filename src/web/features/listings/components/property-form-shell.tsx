// What the Post and Edit Property dialogs share: the reference lists the form needs, the banner
// above the form, the fields and the actions, with the primary action on the right.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { LoadingState } from '#web/components/states.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAreas } from '#web/lib/areas.ts';
import { checkPrice } from '../api/check-price.ts';
import { usePropertyTypes } from '../api/get-property-types.ts';
import { PriceConfirm } from './price-confirm.tsx';
import { PropertyForm } from './property-form.tsx';
import type { PropertyFormState } from './property-form-state.ts';
import styles from './property-form.module.css';

/** 'Failed to post property: {server text}', or the fallback when the server said nothing useful (spec section 8). */
export function failureMessage(error: Error, prefix: string, fallback: string) {
  if (error instanceof ApiError && error.status === 401) return 'Please Login First';
  const hasServerText = error instanceof ApiError && error.status > 0 && !error.message.startsWith('Request failed');
  return hasServerText ? `${prefix}: ${error.message}` : fallback;
}

type Request = NonNullable<ReturnType<PropertyFormState['check']>>;

type PropertyFormShellProps = {
  form: PropertyFormState;
  /** The listing being edited, left out of the figures its price is compared with. */
  propertyId?: number;
  /** What the confirm step's button says when the price is far out. */
  confirmLabel: string;
  submitLabel: string;
  busyLabel: string;
  isSubmitting: boolean;
  onSubmit(request: Request): void;
  onCancel(): void;
};

export function PropertyFormShell({
  form,
  propertyId,
  confirmLabel,
  submitLabel,
  busyLabel,
  isSubmitting,
  onSubmit,
  onCancel,
}: PropertyFormShellProps) {
  const areas = useAreas();
  const types = usePropertyTypes();
  const isUploading = form.picker.isUploading;
  const bannerRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [isCheckingPrice, setIsCheckingPrice] = useState(false);
  // The checked request and why its price is far out, until the poster sends it or changes it.
  const [farOut, setFarOut] = useState<{ request: Request; reason: string } | null>(null);

  // The banner sits above the form, out of view after a submit at the bottom: bring it in.
  useEffect(() => {
    if (form.failureCount > 0) bannerRef.current?.focus();
  }, [form.failureCount]);

  if (areas.isPending || types.isPending) return <LoadingState label="Loading the form..." />;

  const areaList = Array.isArray(areas.data) ? areas.data : [];
  const areasError = areas.error ? `Failed to load areas: ${areas.error.message}` : !Array.isArray(areas.data) ? 'Invalid response format' : null;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (isUploading || isCheckingPrice) return;
    setFarOut(null);
    const request = form.check(areaList.map((area) => area.areaId));
    if (!request) return;
    const { propertyTypeId, listingType, areaId, price, bedrooms } = request;
    setIsCheckingPrice(true);
    // When the check cannot be had, the listing is sent all the same: the server checks it again.
    const judged = await checkPrice({ propertyTypeId, listingType, areaId, price, bedrooms, propertyId }).catch(() => null);
    setIsCheckingPrice(false);
    if (judged?.isFarOut && judged.reason) setFarOut({ request, reason: judged.reason });
    else onSubmit(request);
  }

  function changePrice() {
    setFarOut(null);
    formRef.current?.querySelector<HTMLInputElement>('[data-field="price"]')?.focus();
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-busy={isSubmitting || isCheckingPrice}>
      {form.banner && (
        <div ref={bannerRef} tabIndex={-1} className="banner banner-error" role="alert">
          {form.banner}
        </div>
      )}
      <p className={styles.legend}>
        Fields marked with <span className={styles.star}>*</span> are required.
      </p>
      <PropertyForm form={form} areas={areaList} areasError={areasError} types={types.data ?? []} />
      {farOut && (
        <PriceConfirm
          reason={farOut.reason}
          confirmLabel={confirmLabel}
          isSubmitting={isSubmitting}
          onConfirm={() => onSubmit(farOut.request)}
          onChangePrice={changePrice}
        />
      )}
      <div className="form-actions">
        {isUploading && (
          <p className={styles.wait} role="status">
            Waiting for the pictures to finish uploading...
          </p>
        )}
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting || isUploading || isCheckingPrice}>
          {isSubmitting || isCheckingPrice ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
