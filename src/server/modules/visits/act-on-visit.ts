// Answering, cancelling and closing a visit (visit-states.ts says who may do what when). Every change
// is kept in the visit's history and told to the other side; a confirmed visit sends its invitation.
// While either person has blocked the other, or the home is out of search, a visit may only be closed
// (declined, cancelled, marked done or reported): nothing new is arranged, and a blocked person's note
// does not reach the one who blocked them.
import { VISIT_ANSWER_HOURS, VISIT_MESSAGES, VISIT_STATUS_LABELS, type TVisitActionRequest } from '#shared/contracts/visit.ts';
import { CONVERSATION_MESSAGES } from '#shared/contracts/conversation.ts';
import type { Db } from '#server/db/client.ts';
import { conflict, forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { fileReport } from '../conversations/conversation-actions.ts';
import { blocksBetween } from '../conversations/conversation-store.ts';
import { refuseContactBeforeReply } from '../conversations/first-contact.ts';
import { fullName } from '../conversations/present.ts';
import { refuseContact } from '../properties/find-properties.ts';
import { findPropertyRow } from '../properties/listing-rows.ts';
import { findVisit, moveVisit, recordEvent, type VisitRow } from './queries.ts';
import { futureTime } from './request-visit.ts';
import { emailConfirmed, ringVisitBell, scheduleExpiry } from './visit-notices.ts';
import { allowedActions, NEXT_STATUS } from './visit-states.ts';
import { endOf, formatVisitTime } from './visit-time.ts';

const sideOf = (visit: VisitRow, userId: number) => (visit.hunterId === userId ? 'hunter' : 'poster');
const isParty = (visit: VisitRow, userId: number) => visit.hunterId === userId || visit.posterId === userId;

/** The route check: a visit exists only for its two people. */
export const checkVisit = (db: Db) => async (viewer: Viewer, params: { id: number }) => {
  const visit = await findVisit(db, params.id);
  if (!visit || !isParty(visit, viewer.id)) throw notFound(VISIT_MESSAGES.notFound);
};

/** Refuses what would reach the other person anew: an arrangement or a note across a block, an arrangement for a home out of search. */
async function refuseNewContact(tx: Db, visit: VisitRow, request: TVisitActionRequest): Promise<void> {
  const isArranging = request.action === 'accept' || request.action === 'propose';
  const hasNote = 'note' in request && Boolean(request.note);
  if ((isArranging || hasNote) && (await blocksBetween(tx, visit.hunterId, visit.posterId)).any) throw forbidden(CONVERSATION_MESSAGES.blocked);
  const listing = isArranging ? await findPropertyRow(tx, visit.propertyId) : undefined;
  if (listing) refuseContact(listing);
}

/** `now`: the app's clock, which decides what may be done (visit-states.ts). */
export async function actOnVisit(db: Db, viewer: Viewer, id: number, request: TVisitActionRequest, siteOrigin: string, now: Date): Promise<void> {
  const proposedAt = request.action === 'propose' ? futureTime(request.date, request.time, now) : null;
  await db.transaction(async (tx) => {
    const visit = await findVisit(tx, id, { lock: true });
    if (!visit || !isParty(visit, viewer.id)) throw notFound(VISIT_MESSAGES.notFound);
    if (!allowedActions(visit, sideOf(visit, viewer.id), now).includes(request.action)) throw conflict(VISIT_MESSAGES.notAllowed);
    await refuseNewContact(tx, visit, request);
    const status = NEXT_STATUS[request.action];
    const moved = await moveVisit(tx, visit, {
      status,
      ...(proposedAt ? { startsAt: proposedAt, endsAt: endOf(proposedAt) } : {}),
      expiresAt: status === 'proposed' ? new Date(now.getTime() + VISIT_ANSWER_HOURS * 3600_000) : null,
    });
    if (!moved) throw conflict(VISIT_MESSAGES.notAllowed);
    const note = request.action === 'problem' ? request.reason : 'note' in request ? request.note : null;
    // A problem's reason goes to the admins and may well quote the poster's number: only notes are held back.
    if (sideOf(visit, viewer.id) === 'hunter' && 'note' in request) {
      const ownHost = new URL(siteOrigin).host;
      await refuseContactBeforeReply(tx, {
        conversationId: visit.conversationId,
        posterId: visit.posterId,
        text: request.note,
        ownHost,
        field: 'note',
      });
    }
    await recordEvent(tx, moved, viewer.id, note);
    const otherId = visit.hunterId === viewer.id ? visit.posterId : visit.hunterId;
    await ringVisitBell(tx, otherId, `Visit ${VISIT_STATUS_LABELS[status].toLowerCase()} by ${fullName(viewer)}`, formatVisitTime(moved.startsAt));
    if (status === 'proposed') await scheduleExpiry(tx, moved);
    if (status === 'confirmed') await emailConfirmed(tx, moved, siteOrigin, visit.status === 'proposed' ? 1 : 0);
    if (request.action === 'problem') {
      await fileReport(tx, viewer, {
        propertyId: moved.propertyId,
        conversationId: moved.conversationId,
        visitId: moved.id,
        reportedId: moved.posterId,
        reason: request.reason,
      });
    }
  });
}
