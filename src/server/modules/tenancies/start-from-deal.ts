// A rental deal that reached its last stage (Moved in) becomes a tenancy between its owner and tenant,
// with its agent reading along. Its terms are the deal's latest saved agreement unless given.
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import type { ZStartFromDealRequest } from '#shared/contracts/tenancy.ts';
import type { z } from '#shared/zod.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';
import { findDealRow } from '../deals/deal-rows.ts';
import { createTenancy } from './create-tenancy.ts';
import { findLatestDealAgreement, findTenancyByDeal } from './queries.ts';
import { checkedTerms, termsFromAgreement } from './start-terms.ts';

export const DEAL_NOT_FOUND = 'Deal not found';

type Options = { db: Db; clock: Clock; viewer: Viewer; request: z.output<typeof ZStartFromDealRequest> };

export async function startFromDeal({ db, clock, viewer, request }: Options): Promise<number> {
  const found = await findDealRow(db, Number(request.dealId));
  if (!found) throw notFound(DEAL_NOT_FOUND);
  const { deal } = found;
  const side = deal.sellerId === viewer.id ? 'owner' : deal.buyerId === viewer.id ? 'tenant' : null;
  if (!side) {
    if (deal.agentId === viewer.id || viewer.role === 'ADMIN') throw forbidden('Only the owner or the tenant can start the tenancy');
    throw notFound(DEAL_NOT_FOUND);
  }
  if (found.propertyListingType !== 'rent') throw badRequest('Only a rental deal becomes a tenancy', { dealId: 'This deal is a purchase' });
  if (deal.stage !== 'COMPLETED') throw conflict('The rental deal must reach its last stage (Moved in) first');
  const terms = request.terms ? checkedTerms(request.terms) : await termsFromDeal(db, deal.id);
  return db.transaction(async (tx) => {
    if (await findTenancyByDeal(tx, deal.id)) throw conflict('This rental deal already has a tenancy');
    return createTenancy(tx, {
      clock,
      viewer,
      side,
      tenancy: {
        status: 'active',
        source: 'deal',
        ownerId: deal.sellerId,
        tenantId: deal.buyerId,
        agentId: deal.agentId,
        propertyId: deal.propertyId,
        dealId: deal.id,
        address: `${found.propertyTitle}, ${found.propertyAreaName}, ${found.propertyCity}`,
        bhk: Math.min(10, found.propertyBedrooms),
      },
      terms,
      names: { owner: `${found.sellerFirstName} ${found.sellerLastName}`, tenant: `${found.buyerFirstName} ${found.buyerLastName}` },
    });
  });
}

async function termsFromDeal(db: Db, dealId: number) {
  const agreement = await findLatestDealAgreement(db, dealId);
  if (!agreement) throw badRequest('Please give the terms: this deal has no saved rental agreement', { terms: 'Please give the terms' });
  return termsFromAgreement(agreement.formData as TAgreementForm, {});
}
