// A deal as GET /api/deals/{id} answers it, typed by the contract: a test names only what it is about.
import type { TDealDetail, TDealPerson } from '#shared/contracts/deal.ts';
import type { TUser } from '#shared/contracts/user.ts';

const CREATED = '2026-11-20T10:00:00.000Z';
const person = ({ id, firstName, lastName, email }: TUser): TDealPerson => ({ id, firstName, lastName, email, mobileNumber: null });

/** A purchase deal at `stage` between these three people. */
export function aDeal(parties: { buyer: TUser; seller: TUser; agent: TUser }, overrides: Partial<TDealDetail> = {}): TDealDetail {
  const [buyer, seller, agent] = [parties.buyer, parties.seller, parties.agent].map(person) as [TDealPerson, TDealPerson, TDealPerson];
  const name = (who: TDealPerson) => `${who.firstName} ${who.lastName}`;
  return {
    id: 5,
    dealId: 5,
    stage: 'NEGOTIATION',
    currentStage: 'NEGOTIATION',
    propertyId: 7,
    propertyTitle: 'Sunny 2 BHK in Gachibowli',
    propertyPrice: 9_500_000,
    propertyCity: 'Hyderabad',
    propertyAreaName: 'Gachibowli',
    propertyListingType: 'sale',
    propertyImageUrl: null,
    agreedPrice: 9_200_000,
    dealKind: 'purchase',
    deposit: null,
    buyerId: buyer.id,
    sellerId: seller.id,
    agentId: agent.id,
    buyerName: name(buyer),
    buyerEmail: buyer.email,
    buyerMobile: null,
    sellerName: name(seller),
    sellerEmail: seller.email,
    sellerMobile: null,
    agentName: name(agent),
    agentEmail: agent.email,
    agentMobile: null,
    notes: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    inquiryDate: '2026-11-20',
    shortlistDate: '2026-11-21',
    negotiationDate: '2026-11-22',
    agreementDate: null,
    registrationDate: null,
    paymentDate: null,
    completedDate: null,
    buyerDocUploaded: false,
    sellerConfirmed: false,
    adminVerified: false,
    paymentInitiated: false,
    paymentCompleted: false,
    property: {
      id: 7,
      title: 'Sunny 2 BHK in Gachibowli',
      city: 'Hyderabad',
      price: 9_500_000,
      bedrooms: 2,
      areaSqft: 1200,
      imageUrl: null,
      user: seller,
    },
    buyer,
    seller,
    agent,
    events: [],
    documents: [],
    agreements: [],
    ...overrides,
  };
}
