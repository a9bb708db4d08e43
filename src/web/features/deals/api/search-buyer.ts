// GET /api/users/search?phone=: the buyer with this 10-digit mobile number (Create Deal, Deal
// Management box). Called on demand, not cached: the answer is wanted once per search.
import type { TBuyerLookup } from '#shared/contracts/user.ts';
import { apiGet } from '#web/lib/api-client.ts';

export const searchBuyer = (phone: string) => apiGet<TBuyerLookup>(`/api/users/search?phone=${encodeURIComponent(phone)}`);
