// What posters and followers are told about a listing's state, written in the transaction that moves it.
import { CONFIRM_EVERY_DAYS, HIDE_AFTER_UNCONFIRMED_DAYS, takenStatus } from '#shared/listing-lifecycle.ts';
import type { Db } from '#server/db/client.ts';
import { listingLine } from '../email/templates.ts';
import { listingName } from '../email/listing-name.ts';
import { notify } from '../notifications/notify.ts';
import { findPropertyRow } from '../properties/listing-rows.ts';
import { LINK_VALID_DAYS, type ConfirmLinkSigner } from './confirm-token.ts';
import type { ListingState } from './listing-state.ts';

export const answerPath = (token: string) => `/api/listings/answer?token=${encodeURIComponent(token)}`;

/** The two one-click answers for the listing's current round, expiring LINK_VALID_DAYS from now. */
function answerLinks(signer: ConfirmLinkSigner, listing: ListingState) {
  const expiresAt = Math.floor(Date.now() / 1000) + LINK_VALID_DAYS * 24 * 3600;
  const taken = takenStatus(listing.listingType);
  const link = (answer: 'available' | typeof taken) => answerPath(signer.sign({ propertyId: listing.id, answer, round: listing.round, expiresAt }));
  return {
    action: { label: 'Still available', path: link('available') },
    secondaryAction: { label: taken === 'rented_out' ? 'Rented out' : 'Sold', path: link(taken) },
  };
}

/** Asks the poster whether the home is still available: a bell notice and an email with the one-click answers. */
export async function askPoster(tx: Db, signer: ConfirmLinkSigner, listing: ListingState, isHidden: boolean): Promise<void> {
  const row = await findPropertyRow(tx, listing.id);
  if (!row) return;
  const title = isHidden ? `${listing.title} is no longer listed` : `Is ${listing.title} still available?`;
  const body = isHidden
    ? `You have not confirmed it for ${HIDE_AFTER_UNCONFIRMED_DAYS} days, so it has left search. Confirm it is still available to list it again.`
    : `Renters see when a listing was last confirmed. If you do not answer within ${HIDE_AFTER_UNCONFIRMED_DAYS} days, it leaves search until you confirm it.`;
  await notify(tx, {
    userId: listing.userId,
    kind: 'listing',
    title,
    body,
    link: `/property/${listing.id}`,
    email: {
      category: 'listings',
      content: {
        subject: isHidden ? `Your listing is no longer listed: ${listingName(row)}` : `Is your ${listingName(row)} still available?`,
        heading: title,
        intro: [body, `We ask every ${CONFIRM_EVERY_DAYS} days. One click answers; no sign-in is needed.`],
        listings: [listingLine(row)],
        ...answerLinks(signer, listing),
      },
    },
  });
}

/** Tells each follower the home they follow has been rented out or sold. */
export async function tellFollower(tx: Db, userId: number, listing: ListingState): Promise<void> {
  const row = await findPropertyRow(tx, listing.id);
  if (!row) return;
  const what = listing.status === 'sold' ? 'sold' : 'rented out';
  const title = `${listing.title} has been ${what}`;
  const body = `A home you follow is no longer available. Its page shows similar homes.`;
  // A poster's title reaches others only inside the email, as the listing's line, never in its subject.
  const subject = `A home you follow has been ${what}: ${listingName(row)}`;
  await notify(tx, {
    userId,
    kind: 'listing',
    title,
    body,
    link: `/property/${listing.id}`,
    email: {
      category: 'alerts',
      content: {
        subject,
        heading: `A home you follow has been ${what}`,
        intro: [body],
        listings: [listingLine(row)],
        action: { label: 'See similar homes', path: `/property/${listing.id}` },
      },
    },
  });
}
