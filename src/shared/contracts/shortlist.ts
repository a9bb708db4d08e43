// The shortlist (the heart on cards and the property page): kept on the server for signed-in people.
import { z } from '../zod.ts';
import { ZPropertyCard } from './property.ts';

export const ZShortlistItem = z.object({
  propertyId: z.number().int(),
  /** The title when it was shortlisted: what a listing no longer available still shows. */
  title: z.string(),
  addedAt: z.string(),
  /** False when the listing was deleted or deactivated since. */
  isAvailable: z.boolean(),
  /** Who took a listing no longer available down: Gruha's moderators, or its poster (rented out, sold, closed, deleted). */
  removedBy: z.enum(['moderators', 'poster']).nullable(),
  /** The listing as a card, while available. */
  property: ZPropertyCard.nullable(),
});
export type TShortlistItem = z.infer<typeof ZShortlistItem>;

/** A shortlist holds this many listings; the oldest must go before another comes in. */
export const MAX_SHORTLIST = 100;

export const SHORTLIST_MESSAGES = {
  added: 'Added to your shortlist',
  alreadyAdded: 'Already in your shortlist',
  removed: 'Removed from your shortlist',
  full: `Your shortlist holds ${MAX_SHORTLIST} homes. Remove one to add another.`,
  notFound: 'Property not found',
} as const;
