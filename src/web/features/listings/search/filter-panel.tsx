// The search filters, one set of controls for the desktop rail and the phone sheet. Every change
// applies at once (a new URL, so back undoes it) and the result count follows. Rent filters show for
// a rent search, sale filters for a sale search; the declared filters' controls follow their `rail`.
import { useId, type ReactNode } from 'react';
import { BHK_CHOICES, bhkLabel } from '#shared/contracts/listing-fact-values.ts';
import type { TArea } from '#shared/contracts/reference.ts';
import type { Rail, SearchFilter } from '#shared/search/filters/declare.ts';
import { SEARCH_FILTERS } from '#shared/search/filters/filters.ts';
import { usePropertyTypes } from '../api/get-property-types.ts';
import { BudgetFilter } from './budget-filter.tsx';
import { LocalityPicker } from './locality-picker.tsx';
import { bhkTakenIn, declaredValue, type SearchState } from './search-state.ts';
import styles from './filter-panel.module.css';

export type FilterChange = (change: Partial<SearchState>) => void;

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
        chosen={bhkTakenIn(state)}
        // Chips chosen here replace a bedroom range they were lit from.
        onChange={(bhk) => onChange({ bhk: [...bhk].sort(), minBedrooms: null, maxBedrooms: null })}
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

      {isRent && <DeclaredSection title="Rental" section="rent" state={state} onChange={onChange} />}
      {isSale && <DeclaredSection title="Purchase" section="sale" state={state} onChange={onChange} />}
      <DeclaredSection title="Home" section="home" state={state} onChange={onChange}>
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
      </DeclaredSection>
    </div>
  );
}

type RailFilter = SearchFilter & { rail: Rail };
const railFilters = (section: Rail['section']): RailFilter[] =>
  (SEARCH_FILTERS as readonly SearchFilter[]).filter((filter): filter is RailFilter => filter.rail?.section === section);

/** A rail section's declared filters: choices and toggles in their order, then `children`, then the checkboxes. */
function DeclaredSection({
  title,
  section,
  state,
  onChange,
  children,
}: {
  title: string;
  section: Rail['section'];
  state: SearchState;
  onChange: FilterChange;
  children?: ReactNode;
}) {
  const filters = railFilters(section);
  const flags = filters.filter((filter) => filter.kind === 'flag');
  return (
    <Section title={title}>
      {filters
        .filter((filter) => filter.kind !== 'flag')
        .map((filter) => (
          <DeclaredControl key={filter.param} filter={filter} state={state} onChange={onChange} />
        ))}
      {children}
      {flags.length > 0 && (
        <div className={styles.checks}>
          {flags.map((filter) => (
            <Check
              key={filter.param}
              label={filter.rail.label}
              checked={declaredValue(state, filter) === true}
              onChange={(checked) => onChange({ [filter.param]: checked })}
            />
          ))}
        </div>
      )}
    </Section>
  );
}

/** A declared filter's control, by its kind: toggles for a list, a drop-down for one choice or a number, a date. */
function DeclaredControl({ filter, state, onChange }: { filter: RailFilter; state: SearchState; onChange: FilterChange }) {
  const id = useId();
  const value = declaredValue(state, filter);
  const { label, anyLabel = 'Any' } = filter.rail;
  switch (filter.kind) {
    case 'someOf': {
      const name = filter.label as (value: string) => string;
      return (
        <Toggles
          legend={label}
          options={filter.values.map((item) => ({ value: item, label: name(item) }))}
          chosen={value as string[]}
          onChange={(chosen) => onChange({ [filter.param]: chosen })}
        />
      );
    }
    case 'oneOf': {
      const name = (filter.option ?? filter.label) as (value: string) => string;
      return (
        <Choice
          label={label}
          value={(value as string | null) ?? ''}
          anyLabel={anyLabel}
          options={filter.values.map((item) => ({ value: item, label: name(item) }))}
          onChange={(chosen) => onChange({ [filter.param]: chosen || null })}
        />
      );
    }
    case 'whole':
      return (
        <Choice
          label={label}
          value={value === null ? '' : String(value as number)}
          anyLabel={anyLabel}
          options={(filter.choices ?? []).map((item) => ({ value: String(item), label: (filter.option ?? filter.label)(item) }))}
          onChange={(chosen) => onChange({ [filter.param]: chosen ? Number(chosen) : null })}
        />
      );
    case 'date':
      return (
        <div className={styles.group}>
          <label className={styles.groupLabel} htmlFor={id}>
            {label}
          </label>
          <input
            id={id}
            className="input"
            type="date"
            value={(value as string | null) ?? ''}
            onChange={(event) => onChange({ [filter.param]: event.target.value || null })}
          />
        </div>
      );
    default:
      return null;
  }
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
