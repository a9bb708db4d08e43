// Writes a new tenancy with its first term version and, when one side is invited, the invitation;
// the invited person, when already on Gruha, hears of it in the bell and by email.
import type { TTenancySide, TTenancyTerms } from '#shared/contracts/tenancy.ts';
import { termsText } from '#shared/tenancy/terms-text.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest } from '#server/http/app-error.ts';
import type { Clock } from '#server/time/clock.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { addTermVersion } from './terms-versions.ts';
import { findPeopleByContact, insertInvitation, insertTenancy, type NewTenancy } from './queries.ts';
import { tellUser } from './tell-other-side.ts';

/** An invitation stands for two weeks. */
export const INVITATION_DAYS = 14;

export type Invitee = { mobile?: string | null; email?: string | null };

type NewTenancyPlan = {
  clock: Clock;
  viewer: Viewer;
  side: TTenancySide;
  tenancy: Omit<NewTenancy, 'createdAt'>;
  terms: TTenancyTerms;
  text?: string | null;
  names: { owner: string; tenant: string };
  invite?: Invitee;
};

const fullName = (viewer: Viewer) => `${viewer.firstName} ${viewer.lastName}`.trim();

export async function createTenancy(tx: Db, plan: NewTenancyPlan): Promise<number> {
  const now = plan.clock.now();
  const row = await insertTenancy(tx, { ...plan.tenancy, createdAt: now });
  const text = plan.text?.trim() || termsText(plan.terms, { ownerName: plan.names.owner, tenantName: plan.names.tenant, address: row.address });
  await addTermVersion(tx, { tenancyId: row.id, userId: plan.viewer.id, side: plan.side, text, terms: plan.terms, at: now }, []);
  if (plan.invite) await invite(tx, plan, row.id, row.address, now);
  return row.id;
}

async function invite(tx: Db, plan: NewTenancyPlan, tenancyId: number, address: string, now: Date) {
  const contact = { mobile: plan.invite?.mobile ?? null, email: plan.invite?.email?.trim() ?? null };
  const isSelf =
    (contact.mobile !== null && contact.mobile === plan.viewer.mobileNumber) ||
    (contact.email !== null && contact.email.toLowerCase() === plan.viewer.email.toLowerCase());
  if (isSelf) throw badRequest('You cannot invite yourself', { [contact.mobile ? 'invitee.mobile' : 'invitee.email']: 'You cannot invite yourself' });
  const invitedSide = plan.side === 'owner' ? 'tenant' : 'owner';
  await insertInvitation(tx, {
    tenancyId,
    side: invitedSide,
    mobile: contact.mobile,
    email: contact.email,
    invitedBy: plan.viewer.id,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
    createdAt: now,
  });
  // Only who invites and where: the tenancy's record opens once the invitation is accepted.
  for (const person of await findPeopleByContact(tx, contact)) {
    await tellUser(
      tx,
      person.id,
      { id: tenancyId, address },
      {
        title: `You are invited as the ${invitedSide} of a home`,
        body: `${fullName(plan.viewer)} invites you to keep your tenancy on Gruha. Accept or decline it on My homes.`,
      },
    );
  }
}
