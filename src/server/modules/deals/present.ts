// The only way deals leave the server. Phone numbers are hidden from USER viewers by the one rule
// in users/contact-visibility.ts (spec section 2, Deal Details dialog: "phones hidden"), for the flat
// fields and the nested people alike.
import type { TDeal, TDealDocument, TDealEvent, TDealPerson } from '#shared/contracts/deal.ts';
import { dealKindOf } from '#shared/deal-kind.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { phoneFor } from '../users/contact-visibility.ts';
import type { DealRow } from './deal-rows.ts';
import type { DealDocumentRow, DealEventRow } from './queries.ts';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

type Part = 'buyer' | 'seller' | 'agent';

function person(row: DealRow, part: Part, viewer: Viewer): TDealPerson {
  const id = { buyer: row.deal.buyerId, seller: row.deal.sellerId, agent: row.deal.agentId }[part];
  const first = row[`${part}FirstName`];
  const last = row[`${part}LastName`];
  return { id, firstName: first, lastName: last, email: row[`${part}Email`], mobileNumber: phoneFor(viewer, row[`${part}Mobile`]) };
}

export function presentDeal(row: DealRow, viewer: Viewer): TDeal {
  const { deal } = row;
  const phone = (mobile: string | null) => phoneFor(viewer, mobile);
  const seller = person(row, 'seller', viewer);
  return {
    id: deal.id,
    dealId: deal.id,
    stage: deal.stage,
    currentStage: deal.stage,
    propertyId: deal.propertyId,
    propertyTitle: row.propertyTitle,
    propertyPrice: row.propertyPrice,
    propertyCity: row.propertyCity,
    propertyAreaName: row.propertyAreaName,
    propertyListingType: row.propertyListingType,
    propertyImageUrl: row.propertyImageUrl,
    agreedPrice: deal.agreedPrice,
    dealKind: dealKindOf(row.propertyListingType),
    deposit: deal.deposit,
    buyerId: deal.buyerId,
    sellerId: deal.sellerId,
    agentId: deal.agentId,
    buyerName: fullName(row.buyerFirstName, row.buyerLastName),
    buyerEmail: row.buyerEmail,
    buyerMobile: phone(row.buyerMobile),
    sellerName: fullName(row.sellerFirstName, row.sellerLastName),
    sellerEmail: row.sellerEmail,
    sellerMobile: phone(row.sellerMobile),
    agentName: fullName(row.agentFirstName, row.agentLastName),
    agentEmail: row.agentEmail,
    agentMobile: phone(row.agentMobile),
    notes: deal.notes,
    createdAt: deal.createdAt.toISOString(),
    updatedAt: deal.updatedAt.toISOString(),
    inquiryDate: deal.inquiryDate,
    shortlistDate: deal.shortlistDate,
    negotiationDate: deal.negotiationDate,
    agreementDate: deal.agreementDate,
    registrationDate: deal.registrationDate,
    paymentDate: deal.paymentDate,
    completedDate: deal.completedDate,
    buyerDocUploaded: deal.buyerDocUploaded,
    sellerConfirmed: deal.sellerConfirmed,
    adminVerified: deal.adminVerified,
    paymentInitiated: deal.paymentInitiated,
    paymentCompleted: deal.paymentCompleted,
    property: {
      id: deal.propertyId,
      title: row.propertyTitle,
      city: row.propertyCity,
      price: row.propertyPrice,
      bedrooms: row.propertyBedrooms,
      areaSqft: row.propertyAreaSqft,
      imageUrl: row.propertyPictureUrl,
      // The poster is the seller: a deal takes its seller from the listing (create-deal.ts), and listings never change hands.
      user: seller,
    },
    buyer: person(row, 'buyer', viewer),
    seller,
    agent: person(row, 'agent', viewer),
  };
}

/** The actor's part in this deal, else their account role. */
function actorRole(event: DealEventRow, deal: DealRow['deal']): TDealEvent['actorRole'] {
  if (event.actorId === deal.agentId) return event.actorRole === 'ADMIN' ? 'ADMIN' : 'AGENT';
  if (event.actorId === deal.buyerId) return 'BUYER';
  if (event.actorId === deal.sellerId) return 'SELLER';
  return event.actorRole;
}

export function presentEvent(event: DealEventRow, deal: DealRow['deal']): TDealEvent {
  return {
    id: event.id,
    kind: event.kind,
    stage: event.stage,
    date: event.eventDate,
    notes: event.notes,
    actorName: fullName(event.actorFirstName, event.actorLastName),
    actorRole: actorRole(event, deal),
    createdAt: event.createdAt.toISOString(),
  };
}

export const documentUrl = (dealId: number, documentId: number) => `/api/deals/${dealId}/documents/${documentId}`;

export function presentDocument(row: DealDocumentRow): TDealDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedByName: fullName(row.uploaderFirstName, row.uploaderLastName),
    createdAt: row.createdAt.toISOString(),
    downloadUrl: documentUrl(row.dealId, row.id),
  };
}
