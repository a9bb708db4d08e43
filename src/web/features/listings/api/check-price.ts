// POST /api/properties/price-check: whether a price is far from what its kind of home costs, so the
// post and edit forms can ask the poster to confirm it before the listing waits for an admin's check.
import type { TPriceCheck, TPriceCheckRequest } from '#shared/contracts/property.ts';
import { apiPost } from '#web/lib/api-client.ts';

export const checkPrice = (request: TPriceCheckRequest) => apiPost<TPriceCheck>('/api/properties/price-check', request);
