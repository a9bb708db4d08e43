// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceKeys } from '../api/query-keys.ts';
import { FilterPanel } from './filter-panel.tsx';
import { emptySearchState, searchQuery, updateSearch } from './search-state.ts';

const TYPES = ['Apartment', 'Villa'].map((typeName, i) => ({ propertyTypeId: i + 1, id: i + 1, typeName }));

/** The rail as the search page holds it: every change updates the search, whose URL shows below. */
function Rail({ types = TYPES as typeof TYPES | null }) {
  const [client] = useState(() => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The property types as the first view hands them over; without them the menu waits for its request.
    if (types) queries.setQueryData(referenceKeys.propertyTypes(), types);
    return queries;
  });
  const [state, setState] = useState(emptySearchState);
  return (
    <QueryClientProvider client={client}>
      <FilterPanel
        state={state}
        onChange={(change) => setState((current) => updateSearch(current, change))}
        areas={{ data: [], isLoading: false, isError: false }}
        nameOf={(area) => area}
      />
      <output aria-label="Search">{searchQuery(state)}</output>
    </QueryClientProvider>
  );
}

// Nothing leaves the test: a request the rail makes stays unanswered, as on a slow network.
beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => undefined)));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const search = () => screen.getByRole('status', { name: 'Search' }).textContent;

describe('the filter rail', { timeout: 30_000 }, () => {
  it('shows rent filters for a rent search and sale filters for a sale search, dropping the other kind', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Rail />);
    expect(screen.queryByRole('region', { name: 'Rental filters' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    expect(search()).toBe('listingType=rent');
    expect(screen.getByRole('region', { name: 'Rental filters' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    expect(search()).toBe('listingType=sale');
    expect(screen.queryByRole('region', { name: 'Rental filters' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Purchase filters' })).toBeTruthy();
  });

  it('applies each choice at once: BHK toggles, a property type, gated community and water supply', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Rail />);
    const twoBhk = screen.getByRole('button', { name: '2 BHK' });
    await user.click(twoBhk);
    expect(twoBhk.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'Villa' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gated community' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Water supply' }), 'borewell');
    expect(search()).toBe('propertyType=Villa&bhk=2&gatedCommunity=yes&waterSupply=borewell');

    await user.click(twoBhk);
    await user.click(screen.getByRole('checkbox', { name: 'Gated community' }));
    expect(search()).toBe('propertyType=Villa&waterSupply=borewell');
  });

  it('says while the property types load', () => {
    render(<Rail types={null} />);
    expect(screen.getByText('Loading property types…')).toBeTruthy();
  });
});
