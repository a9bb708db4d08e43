// One seller and one buyer with something of every kind Gruha keeps: the seller's listing with a
// picture, the buyer's shortlist and a conversation about it, a rental deal with an agreement holding
// the seller's Aadhaar and the buyer's PAN, and a tenancy between them with the seller's PAN and a
// confirmed rent payment.
import { SAMPLE_AGREEMENT_FORM } from '#shared/agreement/sample-form.ts';
import { newAgreementId } from '#shared/agreement/record.ts';
import { createDeal, dealCast, insertProperty, moveDeal, post } from '../fixtures/deals.ts';
import type { TestApp } from '../helper.ts';
import { loadReference, postListing } from '../listing-fixtures.ts';
import { reply, startConversation } from '../conversations/talk.ts';
import { agreedTenancy, call } from '../tenancies/fixtures.ts';

/** The seller's Aadhaar and the buyer's PAN in the deal's agreement; the seller's PAN on the tenancy. */
export const SELLER_AADHAAR = SAMPLE_AGREEMENT_FORM.ownerIdNumber; // '234123412346'
export const BUYER_PAN = SAMPLE_AGREEMENT_FORM.tenantIdNumber; // 'ABCPE1234F'
export const SELLER_PAN = 'PQRST5678K';
export const WHOLE_NUMBERS = [SELLER_AADHAAR, BUYER_PAN, SELLER_PAN];

export async function makeWorld(t: TestApp) {
  const cast = await dealCast(t);
  const { seller, buyer, agent } = cast;
  const listing = await postListing(t, await loadReference(t), seller.token);
  await call(t, buyer, 'PUT', `/api/shortlist/${listing.id}`);
  const started = await startConversation(t, buyer, listing.id, 'Is the flat free in December?');
  if (started.statusCode !== 201) throw new Error(`conversation failed: ${started.statusCode} ${started.body}`);
  const conversationId = started.json().data.conversationId as number;
  await reply(t, seller, conversationId, 'Yes, from the first.');

  const rental = await insertProperty(t, seller.id, { listingType: 'rent', price: 32_000, address: 'Flat 502, Lake View Towers' });
  const deal = await createDeal(t, agent, { propertyId: rental.id, buyerId: buyer.id, agreedPrice: 30_000, deposit: 90_000 });
  await moveDeal(t, agent, deal.id, 'AGREEMENT');
  const agreementId = newAgreementId();
  const saved = await post(t, buyer, '/api/agreements', { ...SAMPLE_AGREEMENT_FORM, agreementId, dealId: deal.id });
  if (saved.statusCode !== 201) throw new Error(`agreement failed: ${saved.statusCode} ${saved.body}`);

  const tenancyId = await agreedTenancy(t, seller, buyer);
  await call(t, seller, 'PUT', `/api/tenancies/${tenancyId}/payee`, { upiId: 'sita@okhdfcbank', payeeName: 'Sita Rao', pan: SELLER_PAN });
  await call(t, buyer, 'POST', `/api/tenancies/${tenancyId}/dues/2026-04/mark-paid`, { mode: 'cash', paidOn: '2026-04-05' });
  const confirmed = await call(t, seller, 'POST', `/api/tenancies/${tenancyId}/dues/2026-04/confirm`);
  if (confirmed.statusCode !== 200) throw new Error(`confirming failed: ${confirmed.statusCode} ${confirmed.body}`);
  return { ...cast, listing, conversationId, deal, agreementId, tenancyId };
}
