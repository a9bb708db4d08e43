import { describe, expect, it } from 'vitest';
import { KeptPages, type Page } from './kept-pages.ts';

/**
 * Pages kept under whatever version `current` says, each rendering counted. With `answers`, a page is
 * made from answers (`answers` now) and tells whether they are still those it was made from.
 */
function setup(options: { fromAnswers?: boolean } = {}) {
  const state = { current: 'n1.0', html: '<p>one</p>', answers: 'one', renders: 0 };
  const pages = new KeptPages({ read: () => state.current }, { pages: 10, bytes: 1024 * 1024 });
  const render = async (): Promise<Page> => {
    state.renders++;
    const madeFrom = state.answers;
    const isUnchanged = async () => state.answers === madeFrom;
    return { status: 200, html: state.html, ...(options.fromAnswers ? { isUnchanged } : {}) };
  };
  const body = async (url = '/') => (await pages.page(url, render)).body.toString();
  return { state, body };
}

describe('kept pages', () => {
  it('are made once while the version stays the same', async () => {
    const { state, body } = setup();
    expect([await body(), await body(), await body()]).toEqual(['<p>one</p>', '<p>one</p>', '<p>one</p>']);
    expect(state.renders).toBe(1);
  });

  it('show a change under the next version at once, and never the page kept before it', async () => {
    const { state, body } = setup();
    await body();
    Object.assign(state, { current: 'n1.1', html: '<p>two</p>' });
    expect(await body()).toBe('<p>two</p>');
    expect(await body()).toBe('<p>two</p>');
    expect(state.renders).toBe(2);
  });

  it('stay kept when the feed cannot tell for a moment: made again once under the number read, not again when the key is back', async () => {
    const { state, body } = setup();
    await body();
    // On PostgreSQL the version is the feed's key, or a number read from the database while the
    // feed cannot tell (listings-version.ts): the same listings under two names.
    state.current = '27';
    expect(await body()).toBe('<p>one</p>');
    state.current = 'n1.0';
    expect(await body()).toBe('<p>one</p>');
    state.current = '27';
    expect(await body()).toBe('<p>one</p>');
    expect(state.renders).toBe(2);
  });

  it('made again the same under a new version, still show a later change', async () => {
    const { state, body } = setup();
    await body();
    state.current = 'n1.1';
    await body();
    Object.assign(state, { current: 'n1.2', html: '<p>two</p>' });
    expect(await body()).toBe('<p>two</p>');
    expect(state.renders).toBe(3);
  });

  it('made from answers, are kept on after a change when their answers are the same, and made again when they differ', async () => {
    const { state, body } = setup({ fromAnswers: true });
    await body();
    // Another listing changed: this page's answers did not.
    state.current = 'n1.1';
    expect(await body()).toBe('<p>one</p>');
    expect(state.renders).toBe(1);
    Object.assign(state, { current: 'n1.2', answers: 'two', html: '<p>two</p>' });
    expect(await body()).toBe('<p>two</p>');
    expect(await body()).toBe('<p>two</p>');
    expect(state.renders).toBe(2);
  });
});
