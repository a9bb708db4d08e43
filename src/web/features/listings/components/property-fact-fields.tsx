// The rent and sale facts in the Post and Edit Property forms. The rental section shows
// for a rent listing, the sale section for a sale; floors, facing, furnishing and parking for both.
// Every fact is optional, as in the spec's own form, which is otherwise unchanged. The facts search
// filters bring (shared/search/filters/facts.ts) are drop-downs of their own options.
import { Fragment } from 'react';
import {
  FACING_LABELS,
  FACINGS,
  FURNISHING_LABELS,
  FURNISHINGS,
  MIN_FLOOR,
  PARKING_LABELS,
  PARKINGS,
  POSSESSION_LABELS,
  POSSESSION_STATUSES,
  PREFERRED_TENANT_LABELS,
  PREFERRED_TENANTS,
} from '#shared/contracts/listing-fact-values.ts';
import { formatRupees } from '#shared/money.ts';
import { FACT_FILTERS } from '#shared/search/filters/facts.ts';
import { FormField } from '#web/components/form-field.tsx';
import type { PropertyFormState } from './property-form-state.ts';
import type { FactValues } from './property-form-values.ts';
import styles from './property-form.module.css';

type Options = { value: string; label: string }[];
const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>): Options =>
  values.map((value) => ({ value, label: labels[value] }));
const YES_NO: Options = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export function PropertyFactFields({ form }: { form: PropertyFormState }) {
  const { values, fieldErrors: errors } = form;
  const isRent = values.listingType === 'rent';

  const choice = (field: keyof FactValues, label: string, options: Options, hint?: string) => (
    <FormField label={label} error={errors[field]} hint={hint}>
      {(control) => (
        <select {...control} className="input" value={values[field]} onChange={(event) => form.setField(field, event.target.value)}>
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
  const amount = (field: 'deposit' | 'maintenance', label: string) => {
    const value = Number(values[field]);
    return (
      <FormField label={label} error={errors[field]} hint={values[field] !== '' && Number.isFinite(value) ? formatRupees(value) : 'Optional'}>
        {(control) => (
          <input
            {...control}
            className="input tabular"
            inputMode="numeric"
            autoComplete="off"
            value={values[field]}
            onChange={(event) => form.setField(field, event.target.value.replace(/\D/g, ''))}
          />
        )}
      </FormField>
    );
  };
  const date = (field: 'availableFrom' | 'possessionDate', label: string, isRequired = false) => (
    <FormField label={label} error={errors[field]} isRequired={isRequired}>
      {(control) => (
        <input {...control} className="input" type="date" value={values[field]} onChange={(event) => form.setField(field, event.target.value)} />
      )}
    </FormField>
  );

  return (
    <>
      <fieldset className={`${styles.factSection} span-2`}>
        <legend className={styles.factLegend}>{isRent ? 'Rental details' : 'Sale details'}</legend>
        <div className="form-grid">
          {isRent ? (
            <>
              {amount('deposit', 'Security deposit (₹)')}
              {amount('maintenance', 'Maintenance (₹ a month)')}
              {choice('preferredTenants', 'Preferred tenants', optionsOf(PREFERRED_TENANTS, PREFERRED_TENANT_LABELS))}
              {date('availableFrom', 'Available from')}
              {choice('petsAllowed', 'Pets allowed', YES_NO)}
              {choice('nonVegAllowed', 'Non-vegetarian allowed', YES_NO)}
            </>
          ) : (
            <>
              {choice('possessionStatus', 'Possession', optionsOf(POSSESSION_STATUSES, POSSESSION_LABELS))}
              {values.possessionStatus === 'under_construction' && date('possessionDate', 'Possession date', true)}
              <FormField label="Age of building (years)" error={errors.buildingAgeYears} hint="0 for a new building">
                {(control) => (
                  <input
                    {...control}
                    className="input tabular"
                    inputMode="numeric"
                    autoComplete="off"
                    value={values.buildingAgeYears}
                    onChange={(event) => form.setField('buildingAgeYears', event.target.value.replace(/\D/g, ''))}
                  />
                )}
              </FormField>
              <FormField label="RERA number" error={errors.reraNumber} hint="Telangana RERA, e.g. P02400001234">
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    autoComplete="off"
                    maxLength={12}
                    value={values.reraNumber}
                    onChange={(event) => form.setField('reraNumber', event.target.value.toUpperCase())}
                  />
                )}
              </FormField>
            </>
          )}
        </div>
      </fieldset>
      <fieldset className={`${styles.factSection} span-2`}>
        <legend className={styles.factLegend}>Building and home</legend>
        <div className="form-grid">
          <FormField label="Floor" error={errors.floor} hint={`0 for the ground floor, down to ${MIN_FLOOR} for basements`}>
            {(control) => (
              <input
                {...control}
                className="input tabular"
                inputMode="numeric"
                autoComplete="off"
                value={values.floor}
                onChange={(event) => form.setField('floor', event.target.value.replace(/[^\d-]/g, ''))}
              />
            )}
          </FormField>
          <FormField label="Total floors" error={errors.totalFloors}>
            {(control) => (
              <input
                {...control}
                className="input tabular"
                inputMode="numeric"
                autoComplete="off"
                value={values.totalFloors}
                onChange={(event) => form.setField('totalFloors', event.target.value.replace(/\D/g, ''))}
              />
            )}
          </FormField>
          {choice('facing', 'Facing', optionsOf(FACINGS, FACING_LABELS))}
          {choice('furnishing', 'Furnishing', optionsOf(FURNISHINGS, FURNISHING_LABELS))}
          {choice('parking', 'Parking', optionsOf(PARKINGS, PARKING_LABELS))}
          {FACT_FILTERS.map((filter) => (
            <Fragment key={filter.field}>{choice(filter.field, filter.fact.label, [...filter.fact.options])}</Fragment>
          ))}
        </div>
      </fieldset>
    </>
  );
}
