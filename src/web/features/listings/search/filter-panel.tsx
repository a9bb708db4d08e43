// The search filters (issue 15), one set of controls for the desktop rail and the phone sheet. Every
// change applies at once (a new URL, so back undoes it) and the result count follows. Rent filters
// show for a rent search, sale filters for a sale search.
import { useId, type ReactNode } from 'react';
import {
  BHK_CHOICES,
  FACING_LABELS,
  FACINGS,
  FURNISHING_LABELS,
  FURNISHINGS,
  PARKING_LABELS,
  PARKING_NEEDS,
  POSSESSION_LABELS,
  POSSESSION_STATUSES,
  PREFERRED_TENANT_LABELS,
  TENANT_KINDS,
  bhkLabel,
} from '../../../../shared/contracts/listing-fact-values.ts';
import type { TArea } from '../../../../shared/contracts/reference.ts';
import { usePropertyTypes } from '../api/get-property-types.ts';
import { BudgetFilter } from './budget-filter.tsx';
import { budgetLabel, DEPOSIT_LIMITS } from './budgets.ts';
import { LocalityPicker } from './locality-picker.tsx';
import { FRESH_DAYS, type SearchState } from './search-state.ts';
import styles from './filter-panel.module.css';

export type FilterChange = (change: Partial<SearchState>) => void;

const BUILDING_AGES = [1, 5, 10, 20];
/** Floor ranges a renter or buyer asks for: ground, low, middle, high. */
const FLOOR_RANGES = [
  { value: '0-0', label: 'Ground floor', min: 0, max: 0 },
  { value: '1-5', label: '1st to 5th', min: 1, max: 5 },
  { value: '6-10', label: '6th to 10th', min: 6, max: 10 },
  { value: '11-', label: 'Above 10th', min: 11, max: null },
] as const;

type Props = {
  state: SearchState;
  onChange: FilterChange;
  areas: { data: TArea[] | undefined; isLoading: boolean; isError: boolean };
  nameOf(area: string): string;
};

export function FilterPanel({ state, onChange, areas, nameOf }: Props) {
  const id = useId();
  const types = usePropertyTypes();
  const isRent = state.listingType === 'rent';
  const isSale = state.listingType === 'sale';
  const floorRange = FLOOR_RANGES.find((range) => range.min === state.minFloor && range.max === state.maxFloor)?.value ?? '';

  return (
    <div className={styles.panel}>
      <fieldset className={styles.group}>
        <legend className={styles.groupLabel}>Looking to</legend>
        <div className={styles.segmented}>
          {(
            [
              ['', 'Any'],
              ['sale', 'Buy'],
              ['rent', 'Rent'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={styles.segment}>
              <input
                type="radio"
                name={`${id}-listingType`}
                value={value}
                checked={(state.listingType ?? '') === value}
                onChange={() => onChange({ listingType: value || null })}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <LocalityPicker
        areas={areas.data}
        isLoading={areas.isLoading}
        isError={areas.isError}
        chosen={state.areas}
        nameOf={nameOf}
        onChange={(list) => onChange({ areas: list })}
      />

      <Toggles
        legend="BHK"
        options={BHK_CHOICES.map((value) => ({ value, label: bhkLabel(value) }))}
        chosen={state.bhk}
        onChange={(bhk) => onChange({ bhk: [...bhk].sort() })}
      />

      <BudgetFilter key={state.listingType ?? 'any'} listingType={state.listingType} min={state.minPrice} max={state.maxPrice} onChange={onChange} />

      <fieldset className={styles.group}>
        <legend className={styles.groupLabel}>Property type</legend>
        {types.isError && <p className={styles.hint}>Could not load property types.</p>}
        {types.isPending && <p className={styles.hint}>Loading property types…</p>}
        <div className={styles.checks}>
          {types.data?.map((type) => (
            <Check
              key={type.propertyTypeId}
              label={type.typeName}
              checked={state.types.includes(type.typeName)}
              onChange={(checked) =>
                onChange({ types: checked ? [...state.types, type.typeName] : state.types.filter((item) => item !== type.typeName) })
              }
            />
          ))}
        </div>
      </fieldset>

      {isRent && (
        <Section title="Rental">
          <Choice
            label="Tenants"
            value={state.tenants ?? ''}
            anyLabel="Any tenant"
            options={TENANT_KINDS.map((value) => ({ value, label: PREFERRED_TENANT_LABELS[value] }))}
            onChange={(value) => onChange({ tenants: (value || null) as SearchState['tenants'] })}
          />
          <Choice
            label="Deposit"
            value={state.maxDeposit === null ? '' : String(state.maxDeposit)}
            anyLabel="Any deposit"
            options={DEPOSIT_LIMITS.map((value) => ({ value: String(value), label: `Up to ${budgetLabel(value)}` }))}
            onChange={(value) => onChange({ maxDeposit: value ? Number(value) : null })}
          />
          <div className={styles.group}>
            <label className={styles.groupLabel} htmlFor={`${id}-availableBy`}>
              Available by
            </label>
            <input
              id={`${id}-availableBy`}
              className="input"
              type="date"
              value={state.availableBy ?? ''}
              onChange={(event) => onChange({ availableBy: event.target.value || null })}
            />
          </div>
          <div className={styles.checks}>
            <Check label="Pets allowed" checked={state.pets} onChange={(pets) => onChange({ pets })} />
            <Check label="Non-veg allowed" checked={state.nonVeg} onChange={(nonVeg) => onChange({ nonVeg })} />
          </div>
        </Section>
      )}

      {isSale && (
        <Section title="Purchase">
          <Choice
            label="Possession"
            value={state.possession ?? ''}
            anyLabel="Any"
            options={POSSESSION_STATUSES.map((value) => ({ value, label: POSSESSION_LABELS[value] }))}
            onChange={(value) => onChange({ possession: (value || null) as SearchState['possession'] })}
          />
          <Choice
            label="Age of building"
            value={state.maxAge === null ? '' : String(state.maxAge)}
            anyLabel="Any age"
            options={BUILDING_AGES.map((value) => ({ value: String(value), label: `Up to ${value} ${value === 1 ? 'year' : 'years'}` }))}
            onChange={(value) => onChange({ maxAge: value ? Number(value) : null })}
          />
          <div className={styles.checks}>
            <Check label="RERA registered" checked={state.rera} onChange={(rera) => onChange({ rera })} />
          </div>
        </Section>
      )}

      <Section title="Home">
        <div className={styles.checks}>
          <Check label={`Confirmed in the last ${FRESH_DAYS} days`} checked={state.fresh} onChange={(fresh) => onChange({ fresh })} />
        </div>
        <Toggles
          legend="Furnishing"
          options={FURNISHINGS.map((value) => ({ value, label: FURNISHING_LABELS[value] }))}
          chosen={state.furnishing}
          onChange={(furnishing) => onChange({ furnishing })}
        />
        <Choice
          label="Parking"
          value={state.parking ?? ''}
          anyLabel="Any"
          options={PARKING_NEEDS.map((value) => ({ value, label: value === 'car' ? 'Car' : `${PARKING_LABELS[value]} or car` }))}
          onChange={(value) => onChange({ parking: (value || null) as SearchState['parking'] })}
        />
        <Choice
          label="Floor"
          value={floorRange}
          anyLabel="Any floor"
          options={FLOOR_RANGES.map(({ value, label }) => ({ value, label }))}
          onChange={(value) => {
            const range = FLOOR_RANGES.find((candidate) => candidate.value === value);
            onChange({ minFloor: range?.min ?? null, maxFloor: range?.max ?? null });
          }}
        />
        <Toggles
          legend="Facing"
          options={FACINGS.map((value) => ({ value, label: FACING_LABELS[value] }))}
          chosen={state.facing}
          onChange={(facing) => onChange({ facing })}
        />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={`${title} filters`}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

function Toggles<T extends string | number>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: { value: T; label: string }[];
  chosen: T[];
  onChange(chosen: T[]): void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLabel}>{legend}</legend>
      <div className={styles.toggles}>
        {options.map(({ value, label }) => {
          const isOn = chosen.includes(value);
          return (
            <button
              key={value}
              type="button"
              className={styles.toggle}
              aria-pressed={isOn}
              onClick={() => onChange(isOn ? chosen.filter((item) => item !== value) : [...chosen, value])}
            >
              {label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function Choice({
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  anyLabel: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className={styles.group}>
      <label className={styles.groupLabel} htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
