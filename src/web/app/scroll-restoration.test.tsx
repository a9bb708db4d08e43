// @vitest-environment happy-dom
// Back and Forward put a page where it was left, whatever its height does meanwhile. happy-dom lays
// nothing out, so the page here is a scroll range the test sets: a scroll past its end is cut short,
// as a browser does, and each change of height is told to the ResizeObservers.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { ScrollRestoration } from './scroll-restoration.tsx';

let scrollY = 0;
let maxScroll = 0;
const observers = new Set<ResizeObserverCallback>();

function scrollPage(top: number) {
  const next = Math.max(0, Math.min(top, maxScroll));
  if (next === scrollY) return;
  scrollY = next;
  window.dispatchEvent(new Event('scroll'));
}

/** The page's height changes (its data came, its cards were drawn): what no longer fits is cut. */
function resizePage(nextMaxScroll: number) {
  maxScroll = nextMaxScroll;
  scrollPage(scrollY);
  for (const callback of [...observers]) callback([], {} as ResizeObserver);
}

/** The reader's own scroll: the wheel, then the page moves. */
function readerScrolls(top: number) {
  window.dispatchEvent(new WheelEvent('wheel'));
  scrollPage(top);
}

beforeEach(() => {
  scrollY = 0;
  maxScroll = 10_000;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        observers.add(this.callback);
      }
      unobserve() {}
      disconnect() {
        observers.delete(this.callback);
      }
    },
  );
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((_left: number, top: number) => scrollPage(top)) as typeof window.scrollTo);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A list at /search, scrolled to 1500, left for a home's page, which opens at its top. */
function leaveListAt1500() {
  let navigate: NavigateFunction = () => undefined;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/search']}>
      <Navigator />
      <ScrollRestoration />
    </MemoryRouter>,
  );
  readerScrolls(1500);
  act(() => void navigate('/property/7'));
  expect(scrollY).toBe(0);
  return { go: (delta: number) => act(() => void navigate(delta)) };
}

describe('scroll restoration', () => {
  it('returns to the place in the list once the list is tall enough again', () => {
    const { go } = leaveListAt1500();
    resizePage(1398);
    go(-1);
    expect(scrollY).toBe(1398);
    resizePage(10_000);
    expect(scrollY).toBe(1500);
  });

  it('stays at the place when the list shrinks and grows again after reaching it', () => {
    const { go } = leaveListAt1500();
    go(-1);
    expect(scrollY).toBe(1500);
    // Cards drawn at their real height, shorter than their estimate, then a late part below.
    resizePage(1398);
    resizePage(10_000);
    expect(scrollY).toBe(1500);
  });

  it('keeps the place to return to when the list stayed short while it was restored', () => {
    const { go } = leaveListAt1500();
    resizePage(1398);
    go(-1);
    expect(scrollY).toBe(1398);
    go(1);
    resizePage(10_000);
    go(-1);
    expect(scrollY).toBe(1500);
  });

  it('leaves the reader where they scrolled to, and returns there later', () => {
    const { go } = leaveListAt1500();
    go(-1);
    readerScrolls(300);
    resizePage(9000);
    expect(scrollY).toBe(300);
    go(1);
    go(-1);
    expect(scrollY).toBe(300);
  });
});
