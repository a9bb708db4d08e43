// Which deals a list shows. The spec's client names a user and a role in the query; the server
// only lets an admin name someone else (403 otherwise) and always intersects with what the
// viewer may see (docs/decisions/0045-deal-access.md).
import { eq, or, type SQL } from 'drizzle-orm';
import type { TDeal, TMyDealsRole } from '#shared/contracts/deal.ts';
import type { Db } from '#server/db/client.ts';
import type { TDealKind } from '#shared/deal-kind.ts';
import { deals, properties } from '#server/db/schema.ts';
import { forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { findUserById } from '../users/accounts.ts';
import { isAdmin } from '#shared/policy/roles.ts';
import { NOT_YOUR_DEALS, visibleDeals } from './access.ts';
import { presentDeal } from './present.ts';
import { findDealRows } from './deal-rows.ts';

/** The person a query's userId names: the viewer, or (for an admin only) anyone. */
export async function resolveTarget(db: Db, viewer: Viewer, userId: number | undefined): Promise<Pick<Viewer, 'id' | 'role'>> {
  if (userId === undefined || userId === viewer.id) return viewer;
  if (!isAdmin(viewer)) throw forbidden(NOT_YOUR_DEALS);
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User not found');
  return user;
}

/**
 * Deals in which `target` takes the given part; `ADMIN` means every deal and needs the caller to be
 * an admin, whoever the query names (the spec's client sends an admin's view with any userId).
 */
export function dealsByRole(caller: Pick<Viewer, 'role'>, target: Pick<Viewer, 'id' | 'role'>, role: TMyDealsRole): SQL | undefined {
  switch (role) {
    case 'BUYER':
      return eq(deals.buyerId, target.id);
    case 'SELLER':
      return eq(deals.sellerId, target.id);
    case 'USER':
      return or(eq(deals.buyerId, target.id), eq(deals.sellerId, target.id));
    case 'AGENT':
      return eq(deals.agentId, target.id);
    case 'ADMIN':
      if (!isAdmin(caller)) throw forbidden('Only admins can view all deals');
      return undefined;
  }
}

/** A person's own deals by their account role: an admin's are all deals, an agent's those they manage or take part in. */
export function dealsOf(target: Pick<Viewer, 'id' | 'role'>): SQL | undefined {
  if (isAdmin(target)) return undefined;
  return or(eq(deals.buyerId, target.id), eq(deals.sellerId, target.id), eq(deals.agentId, target.id));
}

export async function listDeals(db: Db, viewer: Viewer, where: (SQL | undefined)[]): Promise<TDeal[]> {
  const rows = await findDealRows(db, [visibleDeals(viewer), ...where]);
  return rows.map((row) => presentDeal(row, viewer));
}

/** GET /api/deals/my-deals and /api/deals/user/{id}/role/{role}. */
export async function listMyDeals(db: Db, viewer: Viewer, query: { userId?: number; userRole?: TMyDealsRole; kind?: TDealKind }): Promise<TDeal[]> {
  const target = await resolveTarget(db, viewer, query.userId);
  const ofKind = query.kind && eq(properties.listingType, query.kind === 'rental' ? 'rent' : 'sale');
  return listDeals(db, viewer, [dealsByRole(viewer, target, query.userRole ?? target.role), ofKind]);
}
