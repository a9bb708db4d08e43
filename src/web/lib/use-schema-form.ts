// The form layer: a form's values checked against the shared zod schema the API checks them with, so
// each rule and its message is declared once. A field shows its error once it has been edited and
// left, or once the form is submitted; an error that appears on submit, or comes from the server, is
// announced (role alert), one that appears while typing is not, so typing is never interrupted.
// Editing a field clears the banner (the last request's failure) and that field's server error.
import { useRef, useState, type SubmitEvent } from 'react';
import type { z } from '#shared/zod.ts';
import { ApiError } from './api-client.ts';

type FormValues = Record<string, unknown>;
/** Where focus went when a field was left (a blur event's part this reads). */
export type LeftFor = { relatedTarget: EventTarget | null };
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first message the schema gives each field of `values` (a form-wide rule names its field in its path). */
export function fieldErrors<T extends FormValues>(schema: z.ZodType, values: T): FieldErrors<T> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path[0];
    if (typeof name === 'string' && !(name in errors)) errors[name] = issue.message;
  }
  return errors as FieldErrors<T>;
}

/** A field is required when its schema refuses it both empty and left out (an optional choice is not). */
function isRequiredIn(schema: z.ZodType, name: string): boolean {
  const field = 'shape' in schema ? (schema.shape as Record<string, z.ZodType | undefined>)[name] : undefined;
  return field !== undefined && !field.safeParse('').success && !field.safeParse(undefined).success;
}

/** Focuses the first control of `form`, in page order, named in `names`. */
function focusFirst(form: HTMLFormElement | null, names: string[]) {
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLElement & { name: string } => 'name' in element && names.includes(element.name as string),
  );
  first?.focus();
}

export function useSchemaForm<S extends z.ZodType, T extends z.input<S> & FormValues>(schema: S, initial: T) {
  type Name = keyof T & string;
  const [values, setValues] = useState(initial);
  const [edited, setEdited] = useState<ReadonlySet<Name>>(new Set());
  const [left, setLeft] = useState<ReadonlySet<Name>>(new Set());
  const [isSubmitted, setSubmitted] = useState(false);
  const [announced, setAnnounced] = useState<ReadonlySet<Name>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors<T>>({});
  const [banner, setBanner] = useState<string | null>(null);
  /** The form last submitted: a server error arriving later moves focus to its field. */
  const formElement = useRef<HTMLFormElement | null>(null);

  const errors = fieldErrors(schema, values);
  const without = (set: ReadonlySet<Name>, name: Name) => new Set([...set].filter((each) => each !== name));

  const setValue = <N extends Name>(name: N, value: T[N]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited((current) => new Set(current).add(name));
    setAnnounced((current) => without(current, name));
    setServerErrors((current) => ({ ...current, [name]: undefined }));
    setBanner(null);
  };

  /** The error shown under the field now, if any. */
  const errorOf = (name: Name): string | undefined =>
    serverErrors[name] ?? (isSubmitted || (edited.has(name) && left.has(name)) ? errors[name] : undefined);

  /** What a field component needs: its value, shown error, required mark and change and leave handlers. */
  const field = <N extends Name>(name: N) => ({
    name,
    value: values[name],
    error: errorOf(name),
    isErrorAnnounced: announced.has(name) || serverErrors[name] !== undefined,
    isRequired: isRequiredIn(schema, name),
    onChange: (value: T[N]) => setValue(name, value),
    // Leaving counts once something was typed: tabbing past an empty field is not a mistake yet. Leaving
    // for a submit button is submitting, which shows every error at once: an error appearing under the
    // field on the way would move the button from under the pointer between press and release.
    onBlur: (event?: LeftFor) => {
      if (event?.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
      setLeft((current) => (edited.has(name) ? new Set(current).add(name) : current));
    },
  });

  /** Runs `onValid` with the schema's output; otherwise shows every error and moves to the first invalid field. */
  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    formElement.current = event.currentTarget;
    setSubmitted(true);
    const result = schema.safeParse(values);
    if (result.success) {
      onValid(result.data);
      return;
    }
    const invalid = Object.keys(fieldErrors(schema, values)) as Name[];
    setAnnounced(new Set(invalid));
    focusFirst(event.currentTarget, invalid);
  };

  /**
   * A failed request: the server's errors naming fields of this form go under them (the first takes
   * focus), anything else in the banner, in the server's words unless the form words it (`message`).
   */
  const showFailure = (error: Error, message = error.message) => {
    const fields = error instanceof ApiError ? (error.errors ?? {}) : {};
    const own = Object.fromEntries(Object.entries(fields).filter(([name]) => name in values)) as FieldErrors<T>;
    setServerErrors(own);
    setBanner(Object.keys(own).length > 0 ? null : message);
    focusFirst(formElement.current, Object.keys(own));
  };

  const reset = (next: T = initial) => {
    setValues(next);
    setEdited(new Set());
    setLeft(new Set());
    setSubmitted(false);
    setAnnounced(new Set());
    setServerErrors({});
    setBanner(null);
  };

  return { values, errors, setValue, errorOf, field, handleSubmit, banner, setBanner, showFailure, reset };
}

export type SchemaForm<T extends FormValues> = {
  values: T;
  field<N extends keyof T & string>(
    name: N,
  ): {
    name: N;
    value: T[N];
    error: string | undefined;
    isErrorAnnounced: boolean;
    isRequired: boolean;
    onChange(value: T[N]): void;
    onBlur(event?: LeftFor): void;
  };
};
