// Values, field errors and the banner of one auth form. Editing any field clears the banner
// (spec section 8) and that field's own error.
import { useState } from 'react';

export function useAuthForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);

  const setField = (name: keyof T) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
    setBanner(null);
  };

  /** Marks empty required fields ('First name is required'); true when none is empty. */
  const checkRequired = (labels: Partial<Record<keyof T, string>>) => {
    const errors: Partial<Record<keyof T, string>> = {};
    for (const name of Object.keys(labels) as Array<keyof T>) {
      if (!values[name]?.trim()) errors[name] = `${labels[name]} is required`;
    }
    setFieldErrors(errors);
    return Object.keys(errors).length === 0;
  };

  return { values, setField, fieldErrors, banner, setBanner, checkRequired };
}
