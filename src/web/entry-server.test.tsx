import { executionAsyncId } from 'node:async_hooks';
import { expect, test } from 'vitest';
import { renderFirstView } from './entry-server.tsx';

/** With async hooks on, a promise's callback runs under an async id of its own; with them off, under 0. */
const asyncHooksOn = async () => (await Promise.resolve().then(() => executionAsyncId())) !== 0;

test('rendering a page leaves async hooks off: every later promise of the process would pay for them', async () => {
  expect(await asyncHooksOn()).toBe(false);
  const view = await renderFirstView('/no-such-page', () => Promise.reject(new Error('a not-found page loads nothing')));
  expect(view?.html).toContain('Page not found');
  expect(await asyncHooksOn()).toBe(false);
});

test("a page's icons say only which icon and how big: how every icon is drawn is said once, in the stylesheet", async () => {
  const view = await renderFirstView('/no-such-page', () => Promise.reject(new Error('a not-found page loads nothing')));
  // The icon set's 24 px grid (components/icon.tsx); the logo and charts draw on their own.
  const icons = view?.html.match(/<svg[^>]*viewBox="0 0 24 24"[^>]*>/g) ?? [];
  expect(icons.length).toBeGreaterThan(0);
  for (const icon of icons) {
    expect(icon).toContain('class="icon');
    expect(icon).not.toMatch(/stroke|fill=/);
  }
});
