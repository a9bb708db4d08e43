// The search form of Home (spec section 2, Search form). Searching navigates to /search with the
// filters in the URL, where the search page takes over (its filter rail).
import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Icon } from '../../../components/icon.tsx';
import { useAreas } from '../api/get-areas.ts';
import { usePropertyTypes } from '../api/get-property-types.ts';
import { emptyFilters, filtersToParams, MAX_SEARCH_BEDROOMS, type SearchFilters } from './search-filters.ts';
import styles from './search-form.module.css';

const MAX_PRICE_PLACEHOLDER = '500000000';

export function SearchForm() {
  const navigate = useNavigate();
  const id = useId();
  const [filters, setFilters] = useState<SearchFilters>(emptyFilters);
  const [priceError, setPriceError] = useState('');
  const areas = useAreas();
  const types = usePropertyTypes();

  const set = (key: keyof SearchFilters) => (event: { target: { value: string } }) => {
    setPriceError('');
    setFilters((current) => ({ ...current, [key]: event.target.value }));
  };

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const { minPrice, maxPrice } = filters;
    if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) {
      setPriceError('Min price cannot be above max price');
      return;
    }
    void navigate(paths.search(filtersToParams(filters)));
  }

  function reset() {
    setPriceError('');
    setFilters(emptyFilters());
  }

  const field = (key: keyof SearchFilters) => ({ id: `${id}-${key}`, name: key, value: filters[key], onChange: set(key) });

  return (
    // Submitted before the app has taken over a server-rendered page, the browser itself goes to
    // /search with the fields as its query (their names are the URL's filter names).
    <form className={`card ${styles.form}`} action="/search" method="get" onSubmit={submit} role="search" aria-label="Search properties">
      <div className={`field ${styles.wide}`}>
        <label className="field-label" htmlFor={`${id}-q`}>
          Keywords
        </label>
        <input {...field('q')} className="input" type="search" maxLength={200} placeholder="Title, locality or description" />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-propertyType`}>
          Property Type
        </label>
        <select {...field('propertyType')} className="input">
          <option value="">All Types</option>
          {types.data?.map((type) => (
            <option key={type.propertyTypeId} value={type.typeName}>
              {type.typeName}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-listingType`}>
          Listing Type
        </label>
        <select {...field('listingType')} className="input">
          <option value="">All Listings</option>
          <option value="sale">For Sale</option>
          <option value="rent">For Rent</option>
        </select>
      </div>
      <div className={`field ${styles.wide}`}>
        <label className="field-label" htmlFor={`${id}-area`}>
          Area
        </label>
        <select {...field('area')} className="input">
          <option value="">All Areas</option>
          {/* A name from a shared link that is not an id still shows as chosen. */}
          {filters.area && !/^\d+$/.test(filters.area) && <option value={filters.area}>{filters.area}</option>}
          {areas.data?.map((area) => (
            <option key={area.areaId} value={String(area.areaId)}>
              {area.areaName} - {area.pincode}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-minPrice`}>
          Min Price (₹)
        </label>
        <input
          {...field('minPrice')}
          className="input tabular"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          placeholder="0"
          aria-invalid={priceError ? true : undefined}
          aria-describedby={priceError ? `${id}-price-error` : undefined}
        />
        {priceError && (
          <p className="field-error" id={`${id}-price-error`} role="alert">
            {priceError}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-maxPrice`}>
          Max Price (₹)
        </label>
        <input
          {...field('maxPrice')}
          className="input tabular"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          placeholder={MAX_PRICE_PLACEHOLDER}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-minBedrooms`}>
          Min Bedrooms
        </label>
        <input
          {...field('minBedrooms')}
          className="input tabular"
          type="number"
          min={0}
          max={MAX_SEARCH_BEDROOMS}
          step={1}
          inputMode="numeric"
          placeholder="0"
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-maxBedrooms`}>
          Max Bedrooms
        </label>
        <input
          {...field('maxBedrooms')}
          className="input tabular"
          type="number"
          min={0}
          max={MAX_SEARCH_BEDROOMS}
          step={1}
          inputMode="numeric"
          placeholder={String(MAX_SEARCH_BEDROOMS)}
        />
      </div>
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
