// The demo deals: the demo buyer on four of the demo seller's homes for sale, one at each of
// INQUIRY, NEGOTIATION, REGISTRATION (waiting for the seller) and COMPLETED, each with its timeline.
import type { DemoUsername } from './demo-users.ts';
import type { DemoListing } from './demo-listings.ts';
import { itemAt } from './item-at.ts';

type Stage = 'INQUIRY' | 'SHORTLIST' | 'NEGOTIATION' | 'AGREEMENT' | 'REGISTRATION' | 'PAYMENT' | 'COMPLETED';
type DateField = 'inquiryDate' | 'shortlistDate' | 'negotiationDate' | 'agreementDate' | 'registrationDate' | 'paymentDate' | 'completedDate';

export type DemoDealStep = {
  stage: Stage;
  dateField: DateField;
  kind: 'STAGE_CHANGED' | 'SELLER_CONFIRMED' | 'PAYMENT_COMPLETED';
  daysAgo: number;
  notes: string;
};

export type DemoDeal = {
  listingIndex: number;
  agent: DemoUsername;
  agreedPrice: number;
  sellerConfirmed: boolean;
  paymentCompleted: boolean;
  steps: DemoDealStep[];
};

const STEPS: DemoDealStep[] = [
  {
    stage: 'INQUIRY',
    dateField: 'inquiryDate',
    kind: 'STAGE_CHANGED',
    daysAgo: 40,
    notes: 'Buyer called about the listing; shared photos and the floor plan.',
  },
  { stage: 'SHORTLIST', dateField: 'shortlistDate', kind: 'STAGE_CHANGED', daysAgo: 34, notes: 'Site visit with the buyer and family; shortlisted.' },
  {
    stage: 'NEGOTIATION',
    dateField: 'negotiationDate',
    kind: 'STAGE_CHANGED',
    daysAgo: 27,
    notes: 'Price discussion with the seller; both sides close to agreement.',
  },
  {
    stage: 'AGREEMENT',
    dateField: 'agreementDate',
    kind: 'STAGE_CHANGED',
    daysAgo: 20,
    notes: 'Sale agreement drafted and signed; token advance paid.',
  },
  {
    stage: 'REGISTRATION',
    dateField: 'registrationDate',
    kind: 'STAGE_CHANGED',
    daysAgo: 12,
    notes: 'Sale deed registered at the Sub-Registrar office.',
  },
  { stage: 'PAYMENT', dateField: 'paymentDate', kind: 'STAGE_CHANGED', daysAgo: 6, notes: 'Balance payment initiated through the bank.' },
  { stage: 'COMPLETED', dateField: 'completedDate', kind: 'PAYMENT_COMPLETED', daysAgo: 3, notes: 'Payment received in full; keys handed over.' },
];

const SELLER_CONFIRMED: DemoDealStep = {
  stage: 'REGISTRATION',
  dateField: 'registrationDate',
  kind: 'SELLER_CONFIRMED',
  daysAgo: 11,
  notes: 'Seller confirmed the registration.',
};

/** A price a little under the asking price, rounded to ₹10,000 as deals are. */
const agreedFrom = (price: number) => Math.round((price * 0.96) / 10_000) * 10_000;

export function demoDeals(listings: readonly DemoListing[]): DemoDeal[] {
  const forSale = listings.flatMap((l, index) => (l.poster === 'seller' && l.listingType === 'sale' ? [index] : []));
  const deal = (n: number, agent: DemoUsername, upTo: Stage, completed = false): DemoDeal => {
    const index = itemAt(forSale, n);
    const steps = STEPS.slice(0, STEPS.findIndex((s) => s.stage === upTo) + 1);
    const withConfirmation = completed ? [...steps.slice(0, 5), SELLER_CONFIRMED, ...steps.slice(5)] : steps;
    return {
      listingIndex: index,
      agent,
      agreedPrice: agreedFrom(itemAt(listings, index).price),
      sellerConfirmed: completed,
      paymentCompleted: completed,
      steps: withConfirmation,
    };
  };
  return [deal(0, 'agent1', 'INQUIRY'), deal(1, 'agent1', 'NEGOTIATION'), deal(2, 'agent2', 'REGISTRATION'), deal(3, 'agent2', 'COMPLETED', true)];
}
