// What other modules do when a listing is posted or edited, in the transaction that writes it (saved
// searches alert new matches, moderation checks for flags). Those modules use this one, so they are
// handed in (app.ts lists them) rather than imported: modules depend one way.
import type { KeptContext } from './kept-listings.ts';

export type ListingWatcher = {
  /** After a new listing is written. */
  posted(context: KeptContext, propertyId: number): Promise<void>;
  /** Before an edit is written, seeing the listing as it was; answers what to do once the edit is written. */
  editing(context: KeptContext, propertyId: number): Promise<() => Promise<void>>;
};
