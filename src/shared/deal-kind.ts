// A deal on a rent listing is a rental, not a purchase: the same seven stages and stage
// values, worded for renting. Every screen takes its deal wording from here, server and web.
import { DEAL_STAGES, displayStage, stageLabel, type TDealStage } from './deal-stages.ts';

export type TDealKind = 'purchase' | 'rental';

export const dealKindOf = (listingType: string): TDealKind => (listingType === 'rent' ? 'rental' : 'purchase');

const RENTAL_STAGE_LABELS: Record<TDealStage, string> = {
  INQUIRY: 'Inquiry',
  SHORTLIST: 'Visit & shortlist',
  NEGOTIATION: 'Rent negotiation',
  AGREEMENT: 'Rental agreement',
  REGISTRATION: 'Signing & stamping',
  PAYMENT: 'Deposit & first rent',
  COMPLETED: 'Moved in',
};

/** 'Negotiation' for a purchase, 'Rent negotiation' for a rental. */
export function stageLabelFor(stage: string | null | undefined, kind: TDealKind): string {
  return kind === 'rental' ? RENTAL_STAGE_LABELS[displayStage(stage)] : stageLabel(stage);
}

export const DEAL_KIND_TEXTS = {
  purchase: {
    noun: 'purchase deal',
    agreedAmount: 'Agreed price',
    listedAmount: 'Listed at',
    buyer: 'Buyer',
    seller: 'Seller',
  },
  rental: {
    noun: 'rental',
    agreedAmount: 'Agreed monthly rent',
    listedAmount: 'Listed rent per month',
    buyer: 'Tenant',
    seller: 'Owner',
  },
} as const satisfies Record<TDealKind, Record<string, string>>;

export const DEPOSIT_LABEL = 'Security deposit';

/**
 * The REGISTRATION banner while the seller has not confirmed, worded for whoever reads it: only the
 * seller (a rental's owner) can confirm, so they are asked to; the buyer waits; the agent or an admin
 * follows it up with the seller (the spec's own sentence).
 */
export function registrationBannerFor(reader: 'seller' | 'buyer' | 'other', kind: TDealKind): string {
  const seller = DEAL_KIND_TEXTS[kind].seller.toLowerCase();
  const done = kind === 'rental' ? 'Agreement signed and stamped!' : 'Registration Completed!';
  if (reader === 'seller') return `${done} As the ${seller}, please confirm it.`;
  if (reader === 'buyer') return `${done} Waiting for the ${seller} to confirm it.`;
  return `${done} Please confirm with ${seller}.`;
}

/** Once the seller (owner) has confirmed. */
export const registrationConfirmedText = (kind: TDealKind) =>
  kind === 'rental' ? 'The owner has confirmed the signing.' : 'The seller has confirmed the registration.';

/** A rental's agreement can be made once the deal reaches AGREEMENT (and at any later stage). */
export function canMakeRentalAgreement(kind: TDealKind, stage: string | null | undefined): boolean {
  return kind === 'rental' && DEAL_STAGES.indexOf(displayStage(stage)) >= DEAL_STAGES.indexOf('AGREEMENT');
}

export const RENTAL_AGREEMENT_MESSAGES = {
  notRental: 'Only a rental deal has a rental agreement',
  tooEarly: 'The rental agreement can be made once the deal reaches the AGREEMENT stage',
  notParty: "Only the deal's agent, owner or tenant (or an admin) can make its rental agreement",
  depositOnlyRental: 'A security deposit applies only to a rental deal',
} as const;
