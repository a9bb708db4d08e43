// Who may see and do what on a tenancy. The two parties see all of it; the rental deal's agent sees
// its terms and stage; an admin sees it only once a party has reported it. Anyone else gets the same
// 404 as for a tenancy that does not exist, so ids cannot be probed.
import { TENANCY_MESSAGES, type TTenancySide } from '#shared/contracts/tenancy.ts';
import type { Db } from '#server/db/client.ts';
import { conflict, forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { findTenancyRow, type TenancyRow } from './queries.ts';

export type TenancyRole = 'owner' | 'tenant' | 'agent' | 'admin';
export type TenancyAccess = { row: TenancyRow; role: TenancyRole; viewer: Viewer };
/** A party acting on its tenancy. */
export type PartyAccess = TenancyAccess & { role: TTenancySide };

export function roleOf(viewer: Viewer, row: TenancyRow): TenancyRole | null {
  if (row.ownerId === viewer.id) return 'owner';
  if (row.tenantId === viewer.id) return 'tenant';
  if (row.agentId === viewer.id) return 'agent';
  if (viewer.role === 'ADMIN' && row.reportedAt) return 'admin';
  return null;
}

export async function findTenancyAccess(db: Db, viewer: Viewer, id: number, options: { forUpdate?: boolean } = {}): Promise<TenancyAccess> {
  const row = await findTenancyRow(db, id, options);
  const role = row ? roleOf(viewer, row) : null;
  if (!row || !role) throw notFound(TENANCY_MESSAGES.notFound);
  return { row, role, viewer };
}

const SIDE_ONLY: Record<TTenancySide, string> = {
  owner: 'Only the owner can do this',
  tenant: 'Only the tenant can do this',
};

/** The owner or the tenant: the agent and admins only read. */
export function assertParty(access: TenancyAccess): asserts access is PartyAccess {
  if (access.role !== 'owner' && access.role !== 'tenant') throw forbidden('Only the owner and the tenant can change a tenancy');
}

export function assertSide(access: TenancyAccess, side: TTenancySide): asserts access is PartyAccess {
  assertParty(access);
  if (access.role !== side) throw forbidden(SIDE_ONLY[side]);
}

/** A party, on a tenancy both sides have joined (not one still invited or declined). */
export function assertRunning(access: TenancyAccess): void {
  if (access.row.status === 'invited' || access.row.status === 'declined')
    throw conflict('This tenancy has not started: the invitation has not been accepted');
  if (access.row.status === 'ended') throw conflict('This tenancy has ended');
}

export const otherSide = (side: TTenancySide): TTenancySide => (side === 'owner' ? 'tenant' : 'owner');

/** The user id on a side, once that side has joined. */
export const partyId = (row: TenancyRow, side: TTenancySide) => (side === 'owner' ? row.ownerId : row.tenantId);
