// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { TArea } from '#shared/contracts/reference.ts';
import { renderInApp } from '#web/test/render.tsx';
import { LocalityPicker } from './locality-picker.tsx';

const area = (areaId: number, areaName: string, pincode: string): TArea => ({
  areaId,
  id: areaId,
  areaName,
  pincode,
  city: 'Hyderabad',
  isPopular: false,
  latitude: null,
  longitude: null,
});
const AREAS = [
  area(1, 'Gachibowli', '500032'),
  area(2, 'Kondapur', '500084'),
  area(3, 'Madhapur', '500081'),
  area(4, 'Gachibowli Village', '500046'),
];

/** The picker as the filter rail holds it: the chosen localities are the rail's state. */
function Held({
  initial = [] as string[],
  areas,
  isLoading = false,
  isError = false,
}: {
  initial?: string[];
  areas: TArea[] | undefined;
  isLoading?: boolean;
  isError?: boolean;
}) {
  const [chosen, setChosen] = useState(initial);
  return <LocalityPicker areas={areas} isLoading={isLoading} isError={isError} chosen={chosen} nameOf={(area) => area} onChange={setChosen} />;
}

const chosenNames = () => (screen.queryByRole('list', { name: 'Chosen localities' })?.textContent ?? '').trim();

describe('the locality picker', { timeout: 30_000 }, () => {
  it('offers localities by name or pincode as the user types, and picks one with the arrow keys and Enter', async () => {
    const { user } = renderInApp(<Held areas={AREAS} />);
    const box = screen.getByRole('combobox', { name: 'Localities' });
    await user.type(box, 'gachi');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Gachibowli500032', 'Gachibowli Village500046']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosenNames()).toBe('Gachibowli Village');
    expect(box).toHaveProperty('value', '');

    await user.type(box, '500084');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Kondapur500084']);
    await user.keyboard('{Enter}');
    expect(chosenNames()).toBe('Gachibowli VillageKondapur');
  });

  it('does not offer a locality already chosen, and says when nothing matches', async () => {
    const { user } = renderInApp(<Held areas={AREAS} initial={['Gachibowli']} />);
    await user.type(screen.getByRole('combobox', { name: 'Localities' }), 'gachibowli');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Gachibowli Village500046']);
    await user.clear(screen.getByRole('combobox', { name: 'Localities' }));
    await user.type(screen.getByRole('combobox', { name: 'Localities' }), 'Secunderabad');
    expect(screen.getByRole('option').textContent).toBe('No locality matches');
  });

  it('closes its list on Escape, and removes chosen localities by their button or by Backspace', async () => {
    const { user } = renderInApp(<Held areas={AREAS} initial={['Gachibowli', 'Madhapur']} />);
    const box = screen.getByRole('combobox', { name: 'Localities' });
    await user.type(box, 'kond');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.clear(box);

    await user.click(screen.getByRole('button', { name: 'Remove locality Gachibowli' }));
    expect(chosenNames()).toBe('Madhapur');
    await user.click(box);
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('list', { name: 'Chosen localities' })).toBeNull();
  });

  it('says while the localities load, and when they could not be loaded', () => {
    renderInApp(<Held areas={undefined} isLoading />);
    expect(screen.getByText('Loading localities…')).toBeTruthy();
    cleanup();
    renderInApp(<Held areas={undefined} isError />);
    expect(screen.getByText('Could not load localities')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Localities' })).toHaveProperty('disabled', true);
  });
});
