// Rental agreements made for a rental deal (docs/decisions/0050-agreements-from-rental-deals.md). Once the deal
// reaches AGREEMENT its agent, owner (seller) and tenant (buyer), or an admin, may make it; the
// builder starts from a draft filled from the deal, and the saved agreement is listed on the deal.
import type { TDealAgreement, TAgreementDraft } from '#shared/contracts/deal.ts';
import { canMakeRentalAgreement, dealKindOf, RENTAL_AGREEMENT_MESSAGES } from '#shared/deal-kind.ts';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { todayInIndia } from '#shared/india-date.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, conflict, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import { canSeeDeal } from '#shared/policy/roles.ts';
import { findDealRow, type DealRow } from '../deals/deal-rows.ts';
import { recordIdNumberViews, type IdNumberShown } from '../id-number-views/record-views.ts';
import { presentAgreement, type AgreementRow } from './present.ts';
import { findDealAgreementRows, findListingForAgreement } from './queries.ts';

/** The deal, if the viewer may make its rental agreement now; else why not (404 for strangers). */
export async function findDealForAgreement(db: Db, viewer: Viewer, dealId: number): Promise<DealRow> {
  const row = await findDealRow(db, dealId);
  // Those who may see a deal are exactly its agent, owner, tenant and admins.
  if (!row || !canSeeDeal(viewer, row.deal)) throw notFound(DEAL_MESSAGES.dealNotFound);
  if (dealKindOf(row.propertyListingType) !== 'rental')
    throw badRequest(RENTAL_AGREEMENT_MESSAGES.notRental, { dealId: RENTAL_AGREEMENT_MESSAGES.notRental });
  if (!canMakeRentalAgreement('rental', row.deal.stage)) throw conflict(RENTAL_AGREEMENT_MESSAGES.tooEarly);
  return row;
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** The address parts in order, each once: a listing's address often already names its locality or city. */
export function joinAddress(parts: (string | null | undefined)[]): string {
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text) continue;
    const isNamed = kept.some((earlier) =>
      earlier
        .toLowerCase()
        .split(/\s*,\s*/)
        .includes(text.toLowerCase()),
    );
    if (!isNamed) kept.push(text);
  }
  return kept.join(', ');
}

/** The first of the dates that is today or later, else today: the tenancy cannot start in the past. */
const earliestFrom = (today: string, ...dates: (string | null)[]) => dates.find((date) => date !== null && date > today) ?? today;

/**
 * The form as the deal fills it. Phones are included for every party: the three are signing one
 * agreement together, and an agreement names both parties' numbers.
 */
export async function agreementDraft(db: Db, viewer: Viewer, dealId: number): Promise<TAgreementDraft> {
  const row = await findDealForAgreement(db, viewer, dealId);
  const listing = await findListingForAgreement(db, row.deal.propertyId);
  const today = todayInIndia();
  const deposit = row.deal.deposit ?? listing?.deposit ?? null;
  return {
    dealId: row.deal.id,
    ownerName: fullName(row.sellerFirstName, row.sellerLastName),
    ownerPhone: row.sellerMobile ?? '',
    tenantName: fullName(row.buyerFirstName, row.buyerLastName),
    tenantPhone: row.buyerMobile ?? '',
    propertyAddress: joinAddress([listing?.address ?? listing?.title, listing?.areaName, listing?.city, listing?.pincode]),
    jurisdiction: `${listing?.city ?? 'Hyderabad'}, Telangana`,
    rentAmount: String(row.deal.agreedPrice),
    // The deal's agreed deposit, else the one the listing asked.
    depositAmount: deposit === null ? '' : String(deposit),
    maintenanceAmount: listing?.maintenance ? String(listing.maintenance) : '',
    // The tenancy starts when the home is free (the listing's available date), else when the deal
    // reached AGREEMENT, and never before today.
    startDate: earliestFrom(today, listing?.availableFrom ?? null, row.deal.agreementDate),
  };
}

type DealParties = { id: number; sellerId: number; buyerId: number };

/**
 * ID numbers masked, as in My Agreements: only the maker opens the whole agreement. An admin's look is
 * written to the access log of the owner's (seller's) and the tenant's (buyer's) numbers first.
 */
export async function listDealAgreements(db: Db, keys: DataKeyRing, clock: Clock, deal: DealParties, viewer: Viewer): Promise<TDealAgreement[]> {
  const rows = await findDealAgreementRows(db, deal.id);
  await recordIdNumberViews(
    db,
    clock,
    viewer,
    rows.flatMap(({ agreement }) => idNumbersShown(agreement, deal, 'masked')),
  );
  return rows.map((row) => ({ ...presentAgreement(row.agreement, keys), createdByName: fullName(row.makerFirstName, row.makerLastName) }));
}

/** Whose numbers an agreement of a rental deal holds: the owner's is the seller's, the tenant's the buyer's. */
export function idNumbersShown(agreement: AgreementRow, deal: Omit<DealParties, 'id'>, shown: 'masked' | 'whole'): IdNumberShown[] {
  const form = agreement.formData as TAgreementForm;
  const recordRef = agreement.reference;
  return [
    { personId: deal.sellerId, recordKind: 'agreement', recordRef, idType: form.ownerIdType, shown },
    { personId: deal.buyerId, recordKind: 'agreement', recordRef, idType: form.tenantIdType, shown },
  ];
}
