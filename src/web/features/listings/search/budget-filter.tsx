// Budget as presets (lakh and crore for a purchase, thousands for a rent) plus a custom amount in rupees,
// read back in lakh and crore as it is typed.
import { useId, useState } from 'react';
import { typedAmountText } from '#shared/money.ts';
import { FormField } from '#web/components/form-field.tsx';
import { budgetLabel, budgetPresets } from './budgets.ts';
import type { ListingKind } from './search-state.ts';
import styles from './filter-panel.module.css';

type Props = {
  listingType: ListingKind | null;
  min: number | null;
  max: number | null;
  onChange(budget: { minPrice: number | null; maxPrice: number | null }): void;
};

export function BudgetFilter({ listingType, min, max, onChange }: Props) {
  const id = useId();
  const [error, setError] = useState('');
  const presets = budgetPresets(listingType);

  function change(bound: 'min' | 'max', value: number | null) {
    const next = { minPrice: bound === 'min' ? value : min, maxPrice: bound === 'max' ? value : max };
    if (next.minPrice !== null && next.maxPrice !== null && next.minPrice > next.maxPrice) {
      setError('Min budget cannot be above max budget');
      return;
    }
    setError('');
    onChange(next);
  }

  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.groupLabel}>{listingType === 'rent' ? 'Monthly rent' : 'Budget'}</legend>
      <div className={styles.pair}>
        <Bound label="Min" value={min} presets={presets} onChange={(value) => change('min', value)} />
        <Bound label="Max" value={max} presets={presets} onChange={(value) => change('max', value)} />
      </div>
      {presets.length === 0 && <p className={styles.hint}>Choose Buy or Rent for budget presets.</p>}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const CUSTOM = 'custom';

function Bound({
  label,
  value,
  presets,
  onChange,
}: {
  label: string;
  value: number | null;
  presets: number[];
  onChange(value: number | null): void;
}) {
  const isPreset = value === null || presets.includes(value);
  const [isCustom, setIsCustom] = useState(!isPreset);
  const [text, setText] = useState(value !== null && !isPreset ? String(value) : '');
  // A budget set elsewhere (the keywords, a chip, back) shows here as a preset or as the amount.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setIsCustom(!isPreset);
    setText(value !== null && !isPreset ? String(value) : '');
  }
  const showsInput = isCustom || presets.length === 0;

  function commit() {
    const trimmed = text.trim();
    if (trimmed === '') onChange(null);
    else if (/^\d+$/.test(trimmed)) onChange(Number(trimmed));
  }

  return (
    <div className={styles.bound}>
      {presets.length > 0 && (
        <FormField label={label} labelClassName={styles.smallLabel}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={showsInput ? CUSTOM : value === null ? '' : String(value)}
              onChange={(event) => {
                if (event.target.value === CUSTOM) {
                  setIsCustom(true);
                  setText(value === null ? '' : String(value));
                  return;
                }
                setIsCustom(false);
                onChange(event.target.value === '' ? null : Number(event.target.value));
              }}
            >
              <option value="">Any</option>
              {presets.map((preset) => (
                <option key={preset} value={String(preset)}>
                  {budgetLabel(preset)}
                </option>
              ))}
              <option value={CUSTOM}>Custom amount…</option>
            </select>
          )}
        </FormField>
      )}
      {showsInput && (
        <FormField
          label={`${label} amount (₹)`}
          labelClassName={presets.length > 0 ? 'visually-hidden' : styles.smallLabel}
          hint={text && /^\d+$/.test(text) ? typedAmountText(Number(text)) : undefined}
          isHintLive
        >
          {(control) => (
            <input
              {...control}
              className="input tabular"
              inputMode="numeric"
              pattern="[0-9]*"
              placeholder="₹ amount"
              value={text}
              onChange={(event) => setText(event.target.value.replace(/[^\d]/g, ''))}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commit();
                }
              }}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
