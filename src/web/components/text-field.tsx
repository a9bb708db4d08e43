// A labelled input bound to one text field of a schema form (lib/use-schema-form.ts): its label,
// required mark, hint and error come wired for screen readers through FormField.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { SchemaForm } from '../lib/use-schema-form.ts';
import { FormField } from './form-field.tsx';

/** The names of a form's text fields. */
export type TextFieldName<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];

type TextFieldProps<T extends Record<string, unknown>, N extends TextFieldName<T>> = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'form' | 'className'
> & {
  form: SchemaForm<T>;
  name: N;
  label: string;
  hint?: ReactNode;
  className?: string;
  /** What the input keeps of what is typed or pasted (a phone field keeps its 10 digits). */
  keep?(typed: string): string;
  /** Shown under the input once something is typed, before the error (the password strength meter). */
  below?(describedById: string): ReactNode;
};

export function TextField<T extends Record<string, unknown>, N extends TextFieldName<T>>({
  form,
  name,
  label,
  hint,
  className,
  keep = (typed) => typed,
  below,
  ...inputProps
}: TextFieldProps<T, N>) {
  const belowId = useId();
  const { value, error, isErrorAnnounced, isRequired, onChange, onBlur } = form.field(name);
  const text = value as string;
  return (
    <FormField
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={error}
      isErrorAnnounced={isErrorAnnounced}
      className={className}
      after={below?.(belowId)}
      afterId={text ? belowId : undefined}
    >
      {(control) => (
        <input
          {...inputProps}
          {...control}
          name={name}
          className="input"
          value={text}
          onChange={(event) => onChange(keep(event.target.value) as T[N])}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
