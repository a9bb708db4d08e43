// Recently viewed homes, kept in this browser only (localStorage): what a card needs to
// link back, newest first, at most eight. Anything unreadable in storage is ignored.
import type { TProperty } from '#shared/contracts/property.ts';

export type RecentHome = Pick<TProperty, 'id' | 'title' | 'price' | 'priceDisplay' | 'listingType' | 'areaName' | 'thumbnailUrl'>;

const KEY = 'gruha.recentlyViewed';
export const MAX_RECENT = 8;

const isRecentHome = (value: unknown): value is RecentHome => {
  const home = value as Partial<RecentHome> | null;
  return !!home && typeof home.id === 'number' && typeof home.title === 'string' && typeof home.price === 'number';
};

export function readRecentlyViewed(): RecentHome[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecentHome).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Puts the home first (once) and returns the homes viewed before it. */
export function rememberViewed(property: TProperty): RecentHome[] {
  const before = readRecentlyViewed().filter((home) => home.id !== property.id);
  const { id, title, price, priceDisplay, listingType, areaName, thumbnailUrl } = property;
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify([{ id, title, price, priceDisplay, listingType, areaName, thumbnailUrl }, ...before].slice(0, MAX_RECENT)),
    );
  } catch {
    // Storage full or refused (private mode): the list is a convenience, the page works without it.
  }
  return before;
}
