// A poster's change of their listing's state (src/shared/listing-lifecycle.ts).
import { POSTER_STATUSES } from '../listing-lifecycle.ts';
import { z } from '../zod.ts';

export const ZListingStatusRequest = z.object({
  status: z.enum(POSTER_STATUSES, { error: 'Status must be available, rented_out, sold or closed' }),
});
export type TListingStatusRequest = z.infer<typeof ZListingStatusRequest>;

export const LISTING_ANSWER_MESSAGES = {
  badToken: 'This link is not valid. Please use the link from a recent email.',
  expired: 'This link has expired. Sign in and open My Properties to update your listing.',
  used: 'This link has already been used: the listing was confirmed or changed since the email was sent.',
} as const;
