// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ok, renderInApp, type Routes } from '#web/test/render.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { emptySearchState, searchQuery, updateSearch } from './search-state.ts';

const TYPES = ok(['Apartment', 'Villa'].map((typeName, i) => ({ propertyTypeId: i + 1, id: i + 1, typeName })));
/** The property types served; without them the menu waits for its request, as on a slow network. */
const withTypes: Routes = { 'GET /api/property-types': TYPES };

/** The rail as the search page holds it: every change updates the search, whose URL shows below. */
function Rail() {
  const [state, setState] = useState(emptySearchState);
  return (
    <>
      <FilterPanel
        state={state}
        onChange={(change) => setState((current) => updateSearch(current, change))}
        areas={{ data: [], isLoading: false, isError: false }}
        nameOf={(area) => area}
      />
      <output aria-label="Search">{searchQuery(state)}</output>
    </>
  );
}

const search = () => screen.getByRole('status', { name: 'Search' }).textContent;

describe('the filter rail', { timeout: 30_000 }, () => {
  it('shows rent filters for a rent search and sale filters for a sale search, dropping the other kind', async () => {
    const { user } = renderInApp(<Rail />, { routes: withTypes });
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
    const { user } = renderInApp(<Rail />, { routes: withTypes });
    const twoBhk = screen.getByRole('button', { name: '2 BHK' });
    await user.click(twoBhk);
    expect(twoBhk.getAttribute('aria-pressed')).toBe('true');
    await user.click(await screen.findByRole('checkbox', { name: 'Villa' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gated community' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Water supply' }), 'borewell');
    expect(search()).toBe('propertyType=Villa&bhk=2&gatedCommunity=yes&waterSupply=borewell');

    await user.click(twoBhk);
    await user.click(screen.getByRole('checkbox', { name: 'Gated community' }));
    expect(search()).toBe('propertyType=Villa&waterSupply=borewell');
  });

  it('says while the property types load', () => {
    renderInApp(<Rail />);
    expect(screen.getByText('Loading property types…')).toBeTruthy();
  });
});
