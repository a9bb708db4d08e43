// Rental agreements made for a rental deal (issue 19; docs/decisions/agreements.md). Once the deal
// reaches AGREEMENT its agent, owner (seller) and tenant (buyer), or an admin, may make it; the
// builder starts from a draft filled from the deal, and the saved agreement is listed on the deal.
import type { TDealAgreement, TAgreementDraft } from '../../../shared/contracts/deal.ts';
import { canMakeRentalAgreement, dealKindOf, RENTAL_AGREEMENT_MESSAGES } from '../../../shared/deal-kind.ts';
import { DEAL_MESSAGES } from '../../../shared/deal-stages.ts';
import { todayInIndia } from '../../../shared/india-date.ts';
import type { DataKeyRing } from '../../crypto/data-keys.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { Viewer } from '../../plugins/authenticate.ts';
import { canSeeDeal } from '../../../shared/policy/roles.ts';
import { findDealRow, type DealRow } from '../deals/deal-rows.ts';
import { presentAgreement } from './present.ts';
import { findDealAgreementRows, findPropertyAddress } from './queries.ts';

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

/**
 * The form as the deal fills it. Phones are included for every party: the three are signing one
 * agreement together, and an agreement names both parties' numbers.
 */
export async function agreementDraft(db: Db, viewer: Viewer, dealId: number): Promise<TAgreementDraft> {
  const row = await findDealForAgreement(db, viewer, dealId);
  const place = await findPropertyAddress(db, row.deal.propertyId);
  const addressParts = [place?.address ?? place?.title, place?.areaName, place?.city, place?.pincode].filter(Boolean);
  const today = todayInIndia();
  const agreedOn = row.deal.agreementDate;
  return {
    dealId: row.deal.id,
    ownerName: fullName(row.sellerFirstName, row.sellerLastName),
    ownerPhone: row.sellerMobile ?? '',
    tenantName: fullName(row.buyerFirstName, row.buyerLastName),
    tenantPhone: row.buyerMobile ?? '',
    propertyAddress: addressParts.join(', '),
    jurisdiction: `${place?.city ?? 'Hyderabad'}, Telangana`,
    rentAmount: String(row.deal.agreedPrice),
    depositAmount: row.deal.deposit == null ? '' : String(row.deal.deposit),
    // The tenancy starts when the deal reached AGREEMENT, or today if that is past.
    startDate: agreedOn && agreedOn > today ? agreedOn : today,
  };
}

/** ID numbers masked, as in My Agreements: only the maker opens the whole agreement. */
export async function listDealAgreements(db: Db, keys: DataKeyRing, dealId: number): Promise<TDealAgreement[]> {
  const rows = await findDealAgreementRows(db, dealId);
  return rows.map((row) => ({ ...presentAgreement(row.agreement, keys), createdByName: fullName(row.makerFirstName, row.makerLastName) }));
}
