// What a visit's changes tell its two people: a bell notice to the other side on every change; an email
// to the poster for a new request; to both for a confirmed visit, with its calendar invitation, and a
// reminder the evening before (an outbox job); and the job that expires an unanswered request.
import type { Db } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';
import { findListingCard, findPerson } from '../conversations/conversation-store.ts';
import { fullName } from '../conversations/present.ts';
import { findListingName } from '../email/listing-name.ts';
import type { EmailContent } from '../email/templates.ts';
import { enqueueEmail, enqueueOnce } from '../outbox/enqueue.ts';
import { visitCalendar } from './ics.ts';
import type { VisitRow } from './queries.ts';
import { eveningBefore, formatVisitTime } from './visit-time.ts';

export const VISITS_PATH = '/visits';
export const VISIT_EXPIRE_JOB = 'visit-expire';
export const VISIT_REMINDER_JOB = 'visit-reminder';

export async function ringVisitBell(tx: Db, userId: number, title: string, body: string) {
  await tx.insert(notifications).values({ userId, kind: 'visit', title, body, link: VISITS_PATH });
}

export async function scheduleExpiry(tx: Db, visit: VisitRow) {
  if (!visit.expiresAt) return;
  await enqueueOnce(
    tx,
    VISIT_EXPIRE_JOB,
    `${VISIT_EXPIRE_JOB}:${visit.id}:${visit.expiresAt.getTime()}`,
    { visitId: visit.id, expiresAt: visit.expiresAt.toISOString() },
    visit.expiresAt,
  );
}

async function facts(tx: Db, visit: VisitRow) {
  const [listing, hunter, poster, listingName] = await Promise.all([
    findListingCard(tx, visit.propertyId),
    findPerson(tx, visit.hunterId),
    findPerson(tx, visit.posterId),
    findListingName(tx, visit.propertyId),
  ]);
  return { listing, listingName, hunterName: fullName(hunter), posterName: fullName(poster), when: formatVisitTime(visit.startsAt) };
}

export async function emailNewRequest(tx: Db, visit: VisitRow) {
  const { listing, listingName, hunterName, when } = await facts(tx, visit);
  await enqueueEmail(tx, {
    userId: visit.posterId,
    category: 'visits',
    content: {
      // Names and titles are typed by people: the body shows them, subjects never (listing-name.ts).
      subject: `Visit request for your ${listingName}`,
      heading: `${hunterName} would like to visit on ${when}`,
      intro: ['Accept, decline or propose another time within 24 hours, or the request expires.'],
      facts: [
        ['Home', `${listing.title}, ${listing.areaName}`],
        ['When', `${when} (Hyderabad time)`],
      ],
      action: { label: 'Answer the request', path: VISITS_PATH },
    },
  });
}

/** Both sides get the confirmation with the event attached; the reminder is queued for the evening before. */
export async function emailConfirmed(tx: Db, visit: VisitRow, siteOrigin: string, sequence: number) {
  const { listing, listingName, hunterName, posterName, when } = await facts(tx, visit);
  const calendar = visitCalendar({
    uid: `visit-${visit.id}@${new URL(siteOrigin).host}`,
    startsAt: visit.startsAt,
    endsAt: visit.endsAt,
    summary: `Home visit: ${listing.title}`,
    location: `${listing.areaName}, Hyderabad`,
    description: `Visit of ${listing.title} arranged on Gruha between ${hunterName} and ${posterName}.`,
    url: `${siteOrigin}${VISITS_PATH}`,
    sequence,
  });
  for (const [userId, otherName] of [
    [visit.hunterId, posterName],
    [visit.posterId, hunterName],
  ] as const) {
    const content: EmailContent = {
      subject: `Visit confirmed: ${listingName} on ${when}`,
      heading: `Your visit is confirmed for ${when}`,
      intro: ['The calendar invitation is attached. If plans change, cancel the visit on Gruha so the other side knows.'],
      facts: [
        ['Home', `${listing.title}, ${listing.areaName}`],
        ['When', `${when} (Hyderabad time)`],
        ['With', otherName],
      ],
      action: { label: 'See your visits', path: VISITS_PATH },
      attachments: [{ filename: 'visit.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar }],
    };
    await enqueueEmail(tx, { userId, category: 'visits', content });
  }
  const remindAt = eveningBefore(visit.startsAt);
  if (remindAt.getTime() > Date.now()) {
    await enqueueOnce(
      tx,
      VISIT_REMINDER_JOB,
      `${VISIT_REMINDER_JOB}:${visit.id}:${visit.startsAt.getTime()}`,
      { visitId: visit.id, startsAt: visit.startsAt.toISOString() },
      remindAt,
    );
  }
}

export async function emailReminder(tx: Db, visit: VisitRow, jobId: number) {
  const { listing, listingName, hunterName, posterName, when } = await facts(tx, visit);
  for (const [userId, otherName] of [
    [visit.hunterId, posterName],
    [visit.posterId, hunterName],
  ] as const) {
    await enqueueOnce(
      tx,
      'email',
      `${VISIT_REMINDER_JOB}-sent:${jobId}:${userId}`,
      {
        userId,
        category: 'visits',
        content: {
          subject: `Reminder: your visit to ${listingName} tomorrow`,
          heading: `Tomorrow: your visit on ${when}`,
          intro: ['A reminder of the visit you agreed on Gruha. If you cannot make it, cancel it so the other side knows.'],
          facts: [
            ['Home', `${listing.title}, ${listing.areaName}`],
            ['When', `${when} (Hyderabad time)`],
            ['With', otherName],
          ],
          action: { label: 'See your visits', path: VISITS_PATH },
        },
      },
      new Date(),
    );
  }
}
