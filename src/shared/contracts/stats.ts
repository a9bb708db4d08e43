import { z } from '../zod.ts';

/**
 * GET /api/stats: the marketplace in numbers, counted from the database (the home page's figures).
 * Only listings anyone may see count: active, by a poster whose account is not deleted.
 */
export const ZMarketStats = z.object({
  properties: z.number().int(),
  forSale: z.number().int(),
  forRent: z.number().int(),
  /** Localities with at least one such listing. */
  localities: z.number().int(),
  verified: z.number().int(),
});
export type TMarketStats = z.infer<typeof ZMarketStats>;
