// Params and queries of the deal routes (the spec's client sends userId and userRole in queries).
import { z } from 'zod';
import { anyCase } from '#shared/contracts/any-case.ts';
import { myDealsRoles, ZDeal, ZDealStageInput } from '#shared/contracts/deal.ts';
import { ZEnvelope } from '#shared/contracts/envelope.ts';
import { ZRecordId } from '#server/http/record-id.ts';

export const ZDealIdParams = z.object({ id: ZRecordId });
export const ZDealListResponse = ZEnvelope(z.array(ZDeal));

/** Roles arrive in any case ('buyer' from some callers). */
const ZRoleParam = anyCase(myDealsRoles, `Role must be one of ${myDealsRoles.join(', ')}`);

export const ZUserQuery = z.object({ userId: ZRecordId.optional() });
export const ZMyDealsQuery = z.object({
  userId: ZRecordId.optional(),
  userRole: ZRoleParam.optional(),
  /** purchase: deals on sale listings ('My Purchase Deals'); rental: on rent listings ('My Rentals'). */
  kind: z.enum(['purchase', 'rental'], { error: 'kind must be purchase or rental' }).optional(),
});
export const ZUserRoleParams = z.object({ id: ZRecordId, role: ZRoleParam });
export const ZStageParams = z.object({ stage: ZDealStageInput });
