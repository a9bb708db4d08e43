// What reporters and posters are told about moderation, in the bell and by email (through the outbox,
// in the transaction of the report or decision).
import type { Db } from '#server/db/client.ts';
import type { reportOutcomes } from '#server/db/schema.ts';
import { findListingName } from '../email/listing-name.ts';
import { notify } from '../notifications/notify.ts';

type Outcome = (typeof reportOutcomes)[number];
type Listing = { id: number; title: string };

const listingPath = (id: number) => `/property/${id}`;
const MY_PROPERTIES = '/my-properties';

const OUTCOME_TEXT: Record<Outcome, string> = {
  removed: 'We checked it and took the listing down.',
  verified: 'We checked it and found it genuine: it stays listed, now marked Verified.',
  kept: 'We checked it and found nothing that breaks our rules, so it stays listed.',
  warned: 'We checked it and warned the poster; the listing stays up while they put it right.',
};

type Told = { title: string; body: string; link: string; subject: (name: string) => string };

/** The bell names the listing by its title; the email's subject by Gruha's facts only (listing-name.ts). */
async function tell(tx: Db, userId: number, listing: Listing, { title, body, link, subject }: Told) {
  const content = {
    subject: subject(await findListingName(tx, listing.id)),
    heading: title,
    intro: [body],
    action: { label: 'Open Gruha', path: link },
  };
  await notify(tx, { userId, kind: 'moderation', title, body, link, email: { category: 'moderation', content } });
}

export async function tellReporter(tx: Db, reporterId: number, listing: Listing, outcome: Outcome) {
  await tell(tx, reporterId, listing, {
    title: `Your report on "${listing.title}"`,
    subject: (name) => `Your report on ${name}`,
    body: `${OUTCOME_TEXT[outcome]} Thank you for telling us.`,
    link: outcome === 'removed' ? '/' : listingPath(listing.id),
  });
}

export async function tellPosterUnderReview(tx: Db, posterId: number, listing: Listing) {
  await tell(tx, posterId, listing, {
    title: `"${listing.title}" is under review`,
    subject: (name) => `Your listing is under review: ${name}`,
    body: 'Several people reported this listing, so it is out of search until an admin has checked it. We will tell you what we decide.',
    link: listingPath(listing.id),
  });
}

export async function tellPosterHidden(tx: Db, posterId: number, listing: Listing, reason: string) {
  await tell(tx, posterId, listing, {
    title: `An admin took down "${listing.title}"`,
    subject: (name) => `An admin took down your listing: ${name}`,
    body: `Why: ${reason}`,
    link: MY_PROPERTIES,
  });
}

export async function tellPosterWarned(tx: Db, posterId: number, listing: Listing, reason: string) {
  await tell(tx, posterId, listing, {
    title: `A warning about "${listing.title}"`,
    subject: (name) => `A warning about your listing: ${name}`,
    body: `Please put this right: ${reason}`,
    link: listingPath(listing.id),
  });
}

export async function tellPosterPriceCheck(tx: Db, posterId: number, listing: Listing, reason: string) {
  await tell(tx, posterId, listing, {
    title: `"${listing.title}" is waiting for a check of its price`,
    subject: (name) => `Your listing is waiting for a check of its price: ${name}`,
    body: `${reason} It shows in search once an admin has checked the price; you can change it meanwhile.`,
    link: listingPath(listing.id),
  });
}

/** `heldFor`: why moderation held it, which says what the admin checked. */
export async function tellPosterRestored(tx: Db, posterId: number, listing: Listing, heldFor: 'under_review' | 'hidden' | 'price_check') {
  await tell(tx, posterId, listing, {
    title: `"${listing.title}" is listed again`,
    subject: (name) => `Your listing is listed again: ${name}`,
    body:
      heldFor === 'price_check'
        ? 'An admin checked its price, and it is in search now.'
        : 'An admin checked the reports and found nothing that breaks our rules.',
    link: listingPath(listing.id),
  });
}
