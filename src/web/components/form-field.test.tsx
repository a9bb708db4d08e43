import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field.tsx';

const render = (props: Partial<Parameters<typeof FormField>[0]>) =>
  renderToStaticMarkup(
    <FormField label="Deal Price (₹)" {...props}>
      {(control) => <input {...control} />}
    </FormField>,
  );

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe('FormField', () => {
  it('ties the control to its label, hint and error', () => {
    const html = render({ hint: '₹1,20,000 · One lakh twenty thousand', error: 'Enter the deal price' });
    const id = attribute(html, /<input id="([^"]+)"/);
    expect(html).toContain(`<label for="${id}" class="field-label">Deal Price (₹)</label>`);
    expect(attribute(html, /aria-describedby="([^"]+)"/)).toBe(`${id}-hint ${id}-error`);
    expect(html).toContain(`<div id="${id}-hint" class="field-hint">₹1,20,000 · One lakh twenty thousand</div>`);
  });

  it('reads a live hint out politely as it changes, and only a live one', () => {
    expect(render({ hint: 'One lakh', isHintLive: true })).toMatch(/class="field-hint" aria-live="polite">One lakh</);
    expect(render({ hint: 'Digits only, in rupees.' })).not.toContain('aria-live');
  });

  it('announces a server error when asked to', () => {
    expect(render({ error: 'No buyer has this number', isErrorAnnounced: true })).toMatch(
      /class="field-error" role="alert">No buyer has this number</,
    );
    expect(render({ error: 'Enter the deal price' })).not.toContain('role="alert"');
  });

  it('gives the label another look where the form asks for it, keeping its text for screen readers', () => {
    expect(render({ labelClassName: 'visually-hidden' })).toMatch(/<label for="[^"]+" class="visually-hidden">Deal Price \(₹\)<\/label>/);
  });
});
