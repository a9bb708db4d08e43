// A listing's life (docs/decisions/0028-listing-states-and-badges.md): listed while available or
// unconfirmed; its poster marks it rented out or sold, or confirms it is still available; the periodic
// check asks every 14 days, hides it after 30 days unconfirmed and closes a rented out or sold one.

export const LISTING_STATUSES = ['available', 'unconfirmed', 'hidden', 'rented_out', 'sold', 'closed', 'deleted'] as const;
export type TListingStatus = (typeof LISTING_STATUSES)[number];

/** The states in which a listing is in search, alerts and the sitemap. */
export const LISTED_STATUSES: readonly TListingStatus[] = ['available', 'unconfirmed'];

/** What a poster (or an admin) may set: still available, rented out, sold, or closed for good. */
export const POSTER_STATUSES = ['available', 'rented_out', 'sold', 'closed'] as const;
export type TPosterStatus = (typeof POSTER_STATUSES)[number];

/** Days between "is it still available?" questions; days unconfirmed before hiding; days before a rented out or sold listing closes. */
export const CONFIRM_EVERY_DAYS = 14;
export const HIDE_AFTER_UNCONFIRMED_DAYS = 30;
export const CLOSE_AFTER_DAYS = 30;

export const LISTING_STATUS_MESSAGES = {
  closed: 'This listing is closed. Post the home again to list it.',
  rentOnly: 'Only a home for rent can be marked rented out',
  saleOnly: 'Only a home for sale can be marked sold',
  notPosters: 'This listing is waiting for a decision by Gruha and cannot be changed now',
} as const;

/** The states a poster's tap moves a listing out of. */
const POSTER_MOVABLE: readonly TListingStatus[] = ['available', 'unconfirmed', 'hidden', 'rented_out', 'sold'];

/** Why a poster may not move a listing from `current` to `next`, or null when they may. */
export function statusRefusal(current: string, next: TPosterStatus, listingType: 'sale' | 'rent'): string | null {
  if (current === 'closed') return LISTING_STATUS_MESSAGES.closed;
  // Only the states above are a poster's to move: any other (a moderator's) is not undone by a tap.
  if (!(POSTER_MOVABLE as readonly string[]).includes(current)) return LISTING_STATUS_MESSAGES.notPosters;
  if (next === 'rented_out' && listingType !== 'rent') return LISTING_STATUS_MESSAGES.rentOnly;
  if (next === 'sold' && listingType !== 'sale') return LISTING_STATUS_MESSAGES.saleOnly;
  return null;
}

/** The state a home leaves the market in: rented out for rent, sold for sale. */
export const takenStatus = (listingType: 'sale' | 'rent'): 'rented_out' | 'sold' => (listingType === 'rent' ? 'rented_out' : 'sold');

export const isListedStatus = (status: string) => (LISTED_STATUSES as readonly string[]).includes(status);

/** States whose page anyone may still open: it says the home is no longer listed and shows similar homes. */
export const RETIRED_STATUSES: readonly TListingStatus[] = ['hidden', 'rented_out', 'sold', 'closed'];

export const isRetiredStatus = (status: string) => (RETIRED_STATUSES as readonly string[]).includes(status);

/** What a page says about a listing no longer listed, or null while it is. */
export function notListedLine(status: string): string | null {
  switch (status) {
    case 'rented_out':
      return 'This home has been rented out.';
    case 'sold':
      return 'This home has been sold.';
    case 'hidden':
      return 'This home is no longer listed: its poster has not confirmed it is still available.';
    case 'available':
    case 'unconfirmed':
      return null;
    default:
      return 'This home is no longer listed.';
  }
}

/** What the Awaiting confirmation badge means, said beside it: the badge alone left people guessing. */
export const AWAITING_CONFIRMATION_NOTE = `Awaiting confirmation: its poster has not yet said this home is still available (Gruha asks every ${CONFIRM_EVERY_DAYS} days).`;

/** The badge a card of a home no longer listed shows (its poster sees such cards in My Properties). */
export function notListedBadge(status: string): string | null {
  const labels: Record<string, string> = {
    unconfirmed: 'Awaiting confirmation',
    hidden: 'Not listed',
    rented_out: 'Rented out',
    sold: 'Sold',
    closed: 'Closed',
  };
  return labels[status] ?? null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (iso: string) => Math.floor((Date.parse(iso) + 5.5 * 60 * 60 * 1000) / DAY_MS);

/** '12 Nov' (the year only when it is not this year's), in India's time. */
export function shortDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const sameYear =
    date.toLocaleDateString('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }) ===
    now.toLocaleDateString('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' });
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'Asia/Kolkata' });
}

/** 'today', 'yesterday', '3 days ago', in India's calendar days. */
export function daysAgo(iso: string, now: Date = new Date()): string {
  const days = Math.max(0, dayOf(now.toISOString()) - dayOf(iso));
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}

/** 'Posted 12 Nov · confirmed 3 days ago': posting is the first confirmation. */
export function freshnessLine(listing: { createdAt: string; confirmedAt: string }, now: Date = new Date()): string {
  return `Posted ${shortDate(listing.createdAt, now)} · confirmed ${daysAgo(listing.confirmedAt, now)}`;
}
