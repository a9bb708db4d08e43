// A hunter asks to visit a home in search at a time inside one of its windows. The request lives in the
// conversation between them (opened if need be); the poster has 24 hours to answer.
import { CONVERSATION_MESSAGES } from '#shared/contracts/conversation.ts';
import { VISIT_ANSWER_HOURS, VISIT_MESSAGES, type TVisitRequest } from '#shared/contracts/visit.ts';
import type { Db } from '#server/db/client.ts';
import { uniqueViolation } from '#server/db/unique-violation.ts';
import { badRequest, conflict, forbidden } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { blocksBetween, openConversation } from '../conversations/conversation-store.ts';
import { refuseContactBeforeReply } from '../conversations/first-contact.ts';
import { fullName } from '../conversations/present.ts';
import { findContactableProperty } from '../properties/find-properties.ts';
import { expirePassedRequests, findActiveVisit, insertVisit, listSlots, recordEvent, type VisitRow } from './queries.ts';
import { emailNewRequest, ringVisitBell, scheduleExpiry } from './visit-notices.ts';
import { endOf, fitsSlot, formatVisitTime, indiaInstant, isRealDate } from './visit-time.ts';

export const ALREADY_ASKED = 'You already have a visit for this home. Change or cancel it on your Visits page.';

/** A time after `now` as Hyderabad reads it, or a 400 naming the field. */
export function futureTime(date: string, time: string, now: Date): Date {
  if (!isRealDate(date)) throw badRequest(VISIT_MESSAGES.badDate, { date: VISIT_MESSAGES.badDate });
  const startsAt = indiaInstant(date, time);
  if (startsAt.getTime() <= now.getTime()) throw badRequest(VISIT_MESSAGES.inPast, { date: VISIT_MESSAGES.inPast });
  return startsAt;
}

/** `now`: the app's clock, which the answer window runs from. `ownHost`: the site's own host, which a note may link to before the poster has replied. */
export async function requestVisit(
  db: Db,
  hunter: Viewer,
  propertyId: number,
  request: TVisitRequest,
  now: Date,
  ownHost: string,
): Promise<VisitRow> {
  const startsAt = futureTime(request.date, request.time, now);
  try {
    return await insertRequest(db, hunter, propertyId, request, startsAt, now, ownHost);
  } catch (error) {
    // visits_one_awaiting_per_hunter_idx: another request for this home was written at the same moment.
    if (uniqueViolation(error) !== null) throw conflict(ALREADY_ASKED);
    throw error;
  }
}

async function insertRequest(
  db: Db,
  hunter: Viewer,
  propertyId: number,
  request: TVisitRequest,
  startsAt: Date,
  now: Date,
  ownHost: string,
): Promise<VisitRow> {
  return db.transaction(async (tx) => {
    const listing = await findContactableProperty(tx, hunter, propertyId);
    if (listing.userId === hunter.id) throw badRequest(CONVERSATION_MESSAGES.ownListing);
    if ((await blocksBetween(tx, hunter.id, listing.userId)).any) throw forbidden(CONVERSATION_MESSAGES.blocked);
    const slots = await listSlots(tx, propertyId);
    if (slots.length === 0) throw badRequest(VISIT_MESSAGES.noSlots);
    if (!slots.some((slot) => fitsSlot(slot, request.date, request.time)))
      throw badRequest(VISIT_MESSAGES.notInSlot, { time: VISIT_MESSAGES.notInSlot });
    if (await findActiveVisit(tx, propertyId, hunter.id, now)) throw conflict(ALREADY_ASKED);
    for (const passed of await expirePassedRequests(tx, propertyId, hunter.id, now))
      await recordEvent(tx, passed, null, 'Not answered before its time');
    const { row: conversation } = await openConversation(tx, { propertyId, hunterId: hunter.id, posterId: listing.userId });
    await refuseContactBeforeReply(tx, { conversationId: conversation.id, posterId: listing.userId, text: request.note, ownHost, field: 'note' });
    const visit = await insertVisit(tx, {
      propertyId,
      conversationId: conversation.id,
      hunterId: hunter.id,
      posterId: listing.userId,
      startsAt,
      endsAt: endOf(startsAt),
      status: 'requested',
      expiresAt: new Date(now.getTime() + VISIT_ANSWER_HOURS * 3600_000),
    });
    await recordEvent(tx, visit, hunter.id, request.note);
    await scheduleExpiry(tx, visit);
    await ringVisitBell(tx, visit.posterId, `Visit request from ${fullName(hunter)}`, `${listing.title}: ${formatVisitTime(startsAt)}`);
    await emailNewRequest(tx, visit);
    return visit;
  });
}
