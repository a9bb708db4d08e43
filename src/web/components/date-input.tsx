// A date field that reads and writes DD/MM/YYYY whatever the browser's language: a native date
// input follows the browser's locale (MM/DD/YYYY in an American English browser), which misleads
// people in India. The value in and out stays YYYY-MM-DD; the calendar button
// opens the browser's own picker.
import { useRef, useState, type InputHTMLAttributes } from 'react';
import { formatDate } from '#shared/format-date.ts';
import { Icon } from './icon.tsx';

type DateInputProps = {
  /** YYYY-MM-DD, or '' for none; text that is not a date yet comes back as typed. */
  value: string;
  onValueChange(value: string): void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** '1/12/2026', '01-12-2026' or '2026-12-01' -> '2026-12-01'; anything else (or a day that does not exist) -> null. */
export function parseDisplayDate(text: string): string | null {
  const trimmed = text.trim();
  const [, day, month, year] = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed) ?? [];
  const iso = day && month && year ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : trimmed;
  if (!ISO_DATE.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

const shown = (value: string) => (ISO_DATE.test(value) ? (formatDate(value) ?? value) : value);

export function DateInput({ value, onValueChange, className, ...inputProps }: DateInputProps) {
  const [text, setText] = useState(() => shown(value));
  const lastSent = useRef(value);
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (a renewal, a reset) replaces what is shown.
  if (value !== lastSent.current) {
    lastSent.current = value;
    setText(shown(value));
  }
  const send = (next: string) => {
    lastSent.current = next;
    onValueChange(next);
  };
  return (
    <span className="date-input">
      <input
        {...inputProps}
        className={className}
        type="text"
        inputMode="numeric"
        placeholder="DD/MM/YYYY"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          send(parseDisplayDate(event.target.value) ?? event.target.value);
        }}
        onBlur={(event) => {
          const parsed = parseDisplayDate(text);
          if (parsed) setText(shown(parsed));
          inputProps.onBlur?.(event);
        }}
      />
      <button type="button" className="date-input-button" aria-label="Choose from a calendar" onClick={() => picker.current?.showPicker()}>
        <Icon name="calendar" size={18} />
      </button>
      <input
        ref={picker}
        type="date"
        className="date-input-picker"
        tabIndex={-1}
        aria-hidden="true"
        value={parseDisplayDate(text) ?? ''}
        onChange={(event) => {
          setText(shown(event.target.value));
          send(event.target.value);
        }}
      />
    </span>
  );
}
