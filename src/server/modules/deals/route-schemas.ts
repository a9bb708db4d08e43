// Params and queries of the deal routes (the spec's client sends userId and userRole in queries).
import { z } from 'zod';
import { ZDeal, ZDealStage, ZMyDealsRole } from '../../../shared/contracts/deal.ts';
import { ZEnvelope } from '../../../shared/contracts/envelope.ts';
import { ZRecordId } from './request-parsing.ts';

export const ZDealIdParams = z.object({ id: ZRecordId });
export const ZDealListResponse = ZEnvelope(z.array(ZDeal));

/** Roles arrive in any case ('buyer' from some callers). */
const ZRoleParam = z.string().toUpperCase().pipe(ZMyDealsRole);

export const ZUserQuery = z.object({ userId: ZRecordId.optional() });
export const ZMyDealsQuery = z.object({
  userId: ZRecordId.optional(),
  userRole: ZRoleParam.optional(),
  /** purchase: deals on sale listings ('My Purchase Deals'); rental: on rent listings ('My Rentals'). */
  kind: z.enum(['purchase', 'rental'], { error: 'kind must be purchase or rental' }).optional(),
});
export const ZUserRoleParams = z.object({ id: ZRecordId, role: ZRoleParam });
export const ZStageParams = z.object({ stage: z.string().toUpperCase().pipe(ZDealStage) });
