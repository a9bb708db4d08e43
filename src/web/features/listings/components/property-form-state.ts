// State of the Post and Edit Property forms: values, field errors, the banner above the form and
// the pictures. Typing-time refusals keep the last accepted value (spec section 5).
import { useState } from 'react';
import type { TProperty, TPropertyUpdateRequest } from '#shared/contracts/property.ts';
import { useImagePicker } from './image-picker-state.ts';
import {
  acceptTypedNumber,
  checkPropertyForm,
  emptyPropertyForm,
  formValuesFromProperty,
  type FieldErrors,
  type NumberField,
  type PropertyFormMode,
  type PropertyFormValues,
} from './property-form-values.ts';

type PropertyFormOptions = {
  mode: PropertyFormMode;
  property?: TProperty;
  canVerify?: boolean;
  /** A post form's draft restored from this device. */
  draft?: { values: PropertyFormValues; imageUrls: string[] } | null;
};

export function usePropertyForm({ mode, property, canVerify = false, draft }: PropertyFormOptions) {
  const [values, setValues] = useState<PropertyFormValues>(() => draft?.values ?? (property ? formValuesFromProperty(property) : emptyPropertyForm));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  // Counts refusals, so the dialog can bring the banner into view even when its text repeats.
  const [failureCount, setFailureCount] = useState(0);
  // An error clears as soon as its cause is fixed: choosing a picture answers 'Add at least one picture.'
  const picker = useImagePicker(property ?? draft?.imageUrls, () => {
    setFieldErrors((all) => ({ ...all, imageUrls: undefined }));
    setBanner(null);
  });

  function setField<K extends keyof PropertyFormValues>(field: K, value: PropertyFormValues[K]) {
    setValues((all) => ({ ...all, [field]: value }));
    setFieldErrors((all) => ({ ...all, [field]: undefined }));
    setBanner(null);
  }

  function typeNumber(field: NumberField, typed: string) {
    const result = acceptTypedNumber(field, typed, mode);
    if (result.error !== undefined) setFieldErrors((all) => ({ ...all, [field]: result.error }));
    else setField(field, result.value);
  }

  /** The request to send, or null after showing why not. */
  function check(knownAreaIds: number[]): TPropertyUpdateRequest | null {
    const result = checkPropertyForm({ values, imageUrls: picker.imageUrls, mode, knownAreaIds, canVerify });
    if (!result.ok) {
      setFieldErrors(result.fieldErrors);
      setBanner(result.message);
      setFailureCount((n) => n + 1);
      return null;
    }
    setFieldErrors({});
    setBanner(null);
    return result.request;
  }

  /** A refusal from the server: its field errors under the fields, the text in the banner. */
  function showFailure(message: string, errors?: Record<string, string>) {
    if (errors) setFieldErrors(errors as FieldErrors);
    setBanner(message);
    setFailureCount((n) => n + 1);
  }

  return { mode, canVerify, values, fieldErrors, banner, failureCount, picker, setField, typeNumber, check, showFailure };
}

export type PropertyFormState = ReturnType<typeof usePropertyForm>;
