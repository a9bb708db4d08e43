// A labelled control bound to one text field of a schema form (lib/use-schema-form.ts): its label,
// required mark, hint and error come wired for screen readers through FormField. TextField is the
// usual input; SchemaField takes any control (a select, a textarea).
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { LeftFor, SchemaForm } from '../lib/use-schema-form.ts';
import { FormField, type ControlProps } from './form-field.tsx';

/** The names of a form's text fields. */
export type TextFieldName<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];

/** What the control gets: FormField's wiring plus its name, value and handlers. */
export type BoundControlProps = ControlProps & {
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>): void;
  onBlur(event?: LeftFor): void;
};

type SchemaFieldProps<T extends Record<string, unknown>, N extends TextFieldName<T>> = {
  form: SchemaForm<T>;
  name: N;
  label: string;
  hint?: ReactNode;
  className?: string;
  /** What the control keeps of what is typed or pasted (a phone field keeps its 10 digits). */
  keep?(typed: string): string;
  /** Shown under the control once it holds text, before the error (the password strength meter). */
  below?(describedById: string): ReactNode;
  /** Required by a rule only the server checks (a new email needs the current password); otherwise the schema says. */
  isRequired?: boolean;
  children(control: BoundControlProps): ReactNode;
};

export function SchemaField<T extends Record<string, unknown>, N extends TextFieldName<T>>({
  form,
  name,
  label,
  hint,
  className,
  keep = (typed) => typed,
  below,
  isRequired,
  children,
}: SchemaFieldProps<T, N>) {
  const belowId = useId();
  const { value, error, isErrorAnnounced, onChange, onBlur, ...field } = form.field(name);
  const text = value as string;
  return (
    <FormField
      label={label}
      isRequired={isRequired ?? field.isRequired}
      hint={hint}
      error={error}
      isErrorAnnounced={isErrorAnnounced}
      className={className}
      after={below?.(belowId)}
      afterId={text ? belowId : undefined}
    >
      {(control) => children({ ...control, name, value: text, onChange: (event) => onChange(keep(event.target.value) as T[N]), onBlur })}
    </FormField>
  );
}

type TextFieldProps<T extends Record<string, unknown>, N extends TextFieldName<T>> = Omit<SchemaFieldProps<T, N>, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'form' | 'className'>;

export function TextField<T extends Record<string, unknown>, N extends TextFieldName<T>>({
  form,
  name,
  label,
  hint,
  className,
  keep,
  below,
  isRequired,
  ...inputProps
}: TextFieldProps<T, N>) {
  return (
    <SchemaField form={form} name={name} label={label} hint={hint} className={className} keep={keep} below={below} isRequired={isRequired}>
      {(control) => <input {...inputProps} {...control} className="input" />}
    </SchemaField>
  );
}
