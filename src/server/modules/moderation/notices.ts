// What reporters and posters are told about moderation, in the bell and by email (through the outbox,
// in the transaction of the report or decision).
import type { Db } from '#server/db/client.ts';
import type { reportOutcomes } from '#server/db/schema.ts';
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

async function tell(tx: Db, userId: number, { title, body, link }: { title: string; body: string; link: string }) {
  await notify(tx, {
    userId,
    kind: 'moderation',
    title,
    body,
    link,
    email: { category: 'moderation', content: { subject: title, heading: title, intro: [body], action: { label: 'Open Gruha', path: link } } },
  });
}

export async function tellReporter(tx: Db, reporterId: number, listing: Listing, outcome: Outcome) {
  await tell(tx, reporterId, {
    title: `Your report on "${listing.title}"`,
    body: `${OUTCOME_TEXT[outcome]} Thank you for telling us.`,
    link: outcome === 'removed' ? '/' : listingPath(listing.id),
  });
}

export async function tellPosterUnderReview(tx: Db, posterId: number, listing: Listing) {
  await tell(tx, posterId, {
    title: `"${listing.title}" is under review`,
    body: 'Several people reported this listing, so it is out of search until an admin has checked it. We will tell you what we decide.',
    link: listingPath(listing.id),
  });
}

export async function tellPosterHidden(tx: Db, posterId: number, listing: Listing, reason: string) {
  await tell(tx, posterId, { title: `An admin took down "${listing.title}"`, body: `Why: ${reason}`, link: MY_PROPERTIES });
}

export async function tellPosterWarned(tx: Db, posterId: number, listing: Listing, reason: string) {
  await tell(tx, posterId, { title: `A warning about "${listing.title}"`, body: `Please put this right: ${reason}`, link: listingPath(listing.id) });
}

export async function tellPosterRestored(tx: Db, posterId: number, listing: Listing) {
  await tell(tx, posterId, {
    title: `"${listing.title}" is listed again`,
    body: 'An admin checked the reports and found nothing that breaks our rules.',
    link: listingPath(listing.id),
  });
}
