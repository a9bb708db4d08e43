// @vitest-environment happy-dom
// The floor band, added by its declaration alone (shared/listing-facts): the post form has its
// field, and the property page its line.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProperty } from '#web/test/fixtures.ts';
import { renderInApp } from '#web/test/render.tsx';
import { PropertyDetailsSection } from './property-details-section.tsx';
import { PropertyFactFields } from './property-fact-fields.tsx';
import { usePropertyForm } from './property-form-state.ts';

function PostFormFacts() {
  const form = usePropertyForm({ mode: 'post' });
  return <PropertyFactFields form={form} />;
}

describe('the floor band', () => {
  it('is a field of the post form, its bands to choose from', async () => {
    const { user } = renderInApp(<PostFormFacts />);
    const field = screen.getByLabelText<HTMLSelectElement>('Floor band');
    expect([...field.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Not specified',
      'Ground',
      'Low (1st to 4th)',
      'Middle (5th to 10th)',
      'High (above 10th)',
    ]);
    await user.selectOptions(field, 'middle');
    expect(field.value).toBe('middle');
  });

  it('is a line of the property page', () => {
    renderInApp(<PropertyDetailsSection property={aProperty({ id: 7, floorBand: 'high' })} />);
    expect(screen.getByText('Floor band').nextSibling?.textContent).toBe('High (above 10th)');
  });

  it('says "Not specified" where the poster did not say', () => {
    renderInApp(<PropertyDetailsSection property={aProperty({ id: 8 })} />);
    expect(screen.getByText('Floor band').nextSibling?.textContent).toBe('Not specified');
  });
});
