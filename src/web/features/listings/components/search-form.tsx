// The search form of Home (spec section 2, Search form). Searching navigates to /search with the
// filters in the URL, where the search page takes over (its filter rail). The Area field finds
// localities as one types; the price fields read the amount back in lakh and crore.
import { useState, type SubmitEvent } from 'react';
import { typedAmountText } from '#shared/money.ts';
import { matchLocalities } from '#shared/search/locality-match.ts';
import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { FormField } from '#web/components/form-field.tsx';
import { Icon } from '#web/components/icon.tsx';
import { useAreas } from '#web/lib/areas.ts';
import { usePropertyTypes } from '../api/get-property-types.ts';
import { AreaCombobox } from './area-combobox.tsx';
import { emptyFilters, filtersToParams, MAX_SEARCH_BEDROOMS, type SearchFilters } from './search-filters.ts';
import styles from './search-form.module.css';

/** Every number box of the form: whole rupees or bedrooms, never negative. */
const WHOLE_NUMBER = { className: 'input tabular', type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;

const MAX_PRICE_PLACEHOLDER = '500000000';

/** The amount typed, read back in figures and words, or nothing while the box is empty. */
const amountHint = (text: string) => (/^\d+$/.test(text) ? typedAmountText(Number(text)) : undefined);

export function SearchForm() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<SearchFilters>(emptyFilters);
  const [priceError, setPriceError] = useState('');
  const [areaError, setAreaError] = useState('');
  const areas = useAreas();
  const types = usePropertyTypes();

  const set = (key: keyof SearchFilters) => (event: { target: { value: string } }) => {
    setPriceError('');
    setFilters((current) => ({ ...current, [key]: event.target.value }));
  };

  /** The locality the Area text names: the best match of what was typed, when none was picked from the list. */
  function chosenArea(): string | null {
    const text = filters.area.trim();
    if (!text || !areas.data) return text;
    return matchLocalities(areas.data, text, 1)[0]?.areaName ?? null;
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const { minPrice, maxPrice } = filters;
    if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) {
      setPriceError('Min price cannot be above max price');
      return;
    }
    const area = chosenArea();
    if (area === null) {
      setAreaError(`No area matches "${filters.area.trim()}"`);
      return;
    }
    void navigate(paths.search(filtersToParams({ ...filters, area })));
  }

  function reset() {
    setPriceError('');
    setAreaError('');
    setFilters(emptyFilters());
  }

  const field = (key: keyof SearchFilters) => ({ name: key, value: filters[key], onChange: set(key) });

  return (
    // Submitted before the app has taken over a server-rendered page, the browser itself goes to
    // /search with the fields as its query (their names are the URL's filter names).
    <form className={`card ${styles.form}`} action="/search" method="get" onSubmit={submit} role="search" aria-label="Search properties">
      <FormField label="Keywords" className={styles.wide}>
        {(control) => (
          <input {...control} {...field('q')} className="input" type="search" maxLength={200} placeholder="Title, locality or description" />
        )}
      </FormField>
      <FormField label="Property Type">
        {(control) => (
          <select {...control} {...field('propertyType')} className="input">
            <option value="">All Types</option>
            {types.data?.map((type) => (
              <option key={type.propertyTypeId} value={type.typeName}>
                {type.typeName}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Listing Type">
        {(control) => (
          <select {...control} {...field('listingType')} className="input">
            <option value="">All Listings</option>
            <option value="sale">For Sale</option>
            <option value="rent">For Rent</option>
          </select>
        )}
      </FormField>
      <FormField label="Area" className={styles.wide} error={areaError || undefined} isErrorAnnounced>
        {(control) => (
          <AreaCombobox
            control={control}
            name="area"
            areas={areas.data}
            isLoading={areas.isPending}
            text={filters.area}
            onTextChange={(text) => {
              setAreaError('');
              setFilters((current) => ({ ...current, area: text }));
            }}
          />
        )}
      </FormField>
      <FormField label="Min Price (₹)" error={priceError || undefined} isErrorAnnounced hint={amountHint(filters.minPrice)} isHintLive>
        {(control) => <input {...control} {...field('minPrice')} {...WHOLE_NUMBER} placeholder="0" />}
      </FormField>
      <FormField label="Max Price (₹)" hint={amountHint(filters.maxPrice)} isHintLive>
        {(control) => <input {...control} {...field('maxPrice')} {...WHOLE_NUMBER} placeholder={MAX_PRICE_PLACEHOLDER} />}
      </FormField>
      <FormField label="Min Bedrooms">
        {(control) => <input {...control} {...field('minBedrooms')} {...WHOLE_NUMBER} max={MAX_SEARCH_BEDROOMS} placeholder="0" />}
      </FormField>
      <FormField label="Max Bedrooms">
        {(control) => (
          <input {...control} {...field('maxBedrooms')} {...WHOLE_NUMBER} max={MAX_SEARCH_BEDROOMS} placeholder={String(MAX_SEARCH_BEDROOMS)} />
        )}
      </FormField>
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={reset}>
          Reset Filters
        </button>
        <button type="submit" className="btn btn-primary">
          <Icon name="search" size={16} /> Search Properties
        </button>
      </div>
    </form>
  );
}
