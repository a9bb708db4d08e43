// The invited person accepts (and becomes the owner or the tenant) or declines. Only someone whose
// own mobile or email is the one invited may answer, and only before the invitation expires.
import { TENANCY_MESSAGES, type TInvitation } from '#shared/contracts/tenancy.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, conflict, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';
import { answerInvitationRow, findInvitationsFor, findOpenInvitation, findTenancyRow, updateTenancy, type InvitationRow } from './queries.ts';
import { tellUser } from './tell-other-side.ts';

const matches = (viewer: Viewer, invitation: InvitationRow) =>
  (invitation.mobile !== null && invitation.mobile === viewer.mobileNumber) ||
  (invitation.email !== null && invitation.email.toLowerCase() === viewer.email.toLowerCase());

/** The open invitation to this viewer on this tenancy, or the same 404 as for a tenancy that does not exist. */
export async function findInvitationTo(db: Db, viewer: Viewer, tenancyId: number): Promise<InvitationRow> {
  const invitation = await findOpenInvitation(db, tenancyId);
  if (!invitation || !matches(viewer, invitation)) throw notFound(TENANCY_MESSAGES.notFound);
  return invitation;
}

type Options = { db: Db; clock: Clock; viewer: Viewer; tenancyId: number; answer: 'accept' | 'decline' };

export async function answerInvitation({ db, clock, viewer, tenancyId, answer }: Options): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const row = await findTenancyRow(tx, tenancyId, { forUpdate: true });
    const invitation = await findInvitationTo(tx, viewer, tenancyId);
    if (!row || row.status !== 'invited') throw notFound(TENANCY_MESSAGES.notFound);
    if (invitation.expiresAt <= now) throw conflict(TENANCY_MESSAGES.invitationExpired);
    if (row.ownerId === viewer.id || row.tenantId === viewer.id)
      throw badRequest('You are already on this tenancy', { answer: 'You are already on this tenancy' });
    const isAccepted = answer === 'accept';
    await answerInvitationRow(tx, invitation.id, { answer: isAccepted ? 'accepted' : 'declined', answeredBy: viewer.id, answeredAt: now });
    await updateTenancy(
      tx,
      row.id,
      isAccepted ? { status: 'active', [invitation.side === 'owner' ? 'ownerId' : 'tenantId']: viewer.id } : { status: 'declined' },
    );
    const name = `${viewer.firstName} ${viewer.lastName}`.trim();
    await tellUser(tx, invitation.invitedBy, row, {
      title: isAccepted ? 'Your invitation was accepted' : 'Your invitation was declined',
      body: isAccepted ? `${name} accepted and can now see the tenancy. Next: agree the terms.` : `${name} declined the invitation.`,
    });
  });
}

/** Invitations waiting for this viewer's answer, not yet expired. */
export async function listInvitationsTo(db: Db, clock: Clock, viewer: Viewer): Promise<TInvitation[]> {
  const now = clock.now();
  const rows = await findInvitationsFor(db, { mobile: viewer.mobileNumber, email: viewer.email });
  return rows
    .filter((r) => r.invitation.expiresAt > now && r.invitation.invitedBy !== viewer.id)
    .map((r) => ({
      tenancyId: r.invitation.tenancyId,
      inviterName: `${r.firstName} ${r.lastName}`.trim(),
      inviterSide: r.invitation.side === 'owner' ? 'tenant' : 'owner',
      address: r.address,
      expiresAt: r.invitation.expiresAt.toISOString(),
    }));
}
