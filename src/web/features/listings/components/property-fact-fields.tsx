// The rent and sale facts in the Post and Edit Property forms. The rental section shows for a rent
// listing, the sale section for a sale, the building and home section for both. Every fact is
// optional, as in the spec's own form, which is otherwise unchanged; each field is drawn from its
// fact's declaration (shared/listing-facts): a drop-down of its choices, or an input.
import type { ListingFact } from '#shared/listing-facts/declare.ts';
import { LISTING_FACTS } from '#shared/listing-facts/facts.ts';
import { formatRupees } from '#shared/money.ts';
import { FormField } from '#web/components/form-field.tsx';
import type { PropertyFormState } from './property-form-state.ts';
import type { FactValues } from './property-form-values.ts';
import styles from './property-form.module.css';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

function optionsOf(fact: ListingFact) {
  if (fact.kind === 'yesNo') return YES_NO;
  if (fact.kind === 'choice') return fact.values.map((value) => ({ value, label: fact.labels[value] }));
  return null;
}

function FactField({ fact, form }: { fact: ListingFact; form: PropertyFormState }) {
  const field = fact.field as keyof FactValues;
  const value = form.values[field];
  const error = form.fieldErrors[field];
  const set = (text: string) => form.setField(field, text);
  const options = optionsOf(fact);
  if (options) {
    return (
      <FormField label={fact.form.label} error={error} hint={fact.form.hint}>
        {(control) => (
          <select {...control} className="input" value={value} onChange={(event) => set(event.target.value)}>
            <option value="">Not specified</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    );
  }
  if (fact.kind === 'date') {
    return (
      <FormField label={fact.form.label} error={error} isRequired={fact.form.shownWhen !== undefined}>
        {(control) => <input {...control} className="input" type="date" value={value} onChange={(event) => set(event.target.value)} />}
      </FormField>
    );
  }
  if (fact.kind === 'code') {
    return (
      <FormField label={fact.form.label} error={error} hint={fact.form.hint}>
        {(control) => (
          <input
            {...control}
            className="input"
            autoComplete="off"
            maxLength={fact.maxLength}
            value={value}
            onChange={(event) => set(event.target.value.toUpperCase())}
          />
        )}
      </FormField>
    );
  }
  const amount = Number(value);
  const hint = fact.form.rupees ? (value !== '' && Number.isFinite(amount) ? formatRupees(amount) : 'Optional') : fact.form.hint;
  return (
    <FormField label={fact.form.label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          className="input tabular"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => set(event.target.value.replace(fact.form.refuse ?? /\D/g, ''))}
        />
      )}
    </FormField>
  );
}

export function PropertyFactFields({ form }: { form: PropertyFormState }) {
  const isRent = form.values.listingType === 'rent';
  const fieldsOf = (listingType: 'rent' | 'sale' | undefined) =>
    LISTING_FACTS.filter((fact: ListingFact) => fact.forListingType === listingType && (fact.form.shownWhen?.(form.values) ?? true)).map(
      (fact: ListingFact) => <FactField key={fact.field} fact={fact} form={form} />,
    );

  return (
    <>
      <fieldset className={`${styles.factSection} span-2`}>
        <legend className={styles.factLegend}>{isRent ? 'Rental details' : 'Sale details'}</legend>
        <div className="form-grid">{fieldsOf(isRent ? 'rent' : 'sale')}</div>
      </fieldset>
      <fieldset className={`${styles.factSection} span-2`}>
        <legend className={styles.factLegend}>Building and home</legend>
        <div className="form-grid">{fieldsOf(undefined)}</div>
      </fieldset>
    </>
  );
}
