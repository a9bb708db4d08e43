// Who may see and who may change a deal (spec section 6; docs/decisions/0045-deal-access.md). Identity is
// always the token's viewer; ids in paths and queries only narrow what that viewer may see.
import { eq, or, type SQL } from 'drizzle-orm';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { canManageDeal, canSeeDeal, isAdmin, isAgentOrAdmin } from '#shared/policy/roles.ts';
import type { Db } from '#server/db/client.ts';
import { deals } from '#server/db/schema.ts';
import { forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { findDealRow, type DealRow } from './deal-rows.ts';

type DealParties = Pick<DealRow['deal'], 'buyerId' | 'sellerId' | 'agentId'>;

export const NOT_YOUR_DEALS = 'You can only view your own deals';

/** The SQL twin of canSeeDeal, for lists. */
export function visibleDeals(viewer: Viewer): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  return or(eq(deals.buyerId, viewer.id), eq(deals.sellerId, viewer.id), eq(deals.agentId, viewer.id));
}

/** A deal the viewer may see, else 404: a deal one may not see does not exist for them. */
export async function findVisibleDeal(db: Db, viewer: Viewer, id: number): Promise<DealRow> {
  const row = await findDealRow(db, id);
  if (!row || !canSeeDeal(viewer, row.deal)) throw notFound(DEAL_MESSAGES.dealNotFound);
  return row;
}

/** 404 unless the viewer sees the deal, 403 unless they also manage it. */
export function assertManages<T extends DealParties>(viewer: Viewer, deal: T | undefined): asserts deal is T {
  if (!deal || !canSeeDeal(viewer, deal)) throw notFound(DEAL_MESSAGES.dealNotFound);
  if (!canManageDeal(viewer, deal)) throw forbidden("Only the deal's agent or an admin can change this deal");
}

/** Creating deals: agents and admins (spec section 6). */
export function assertMayCreateDeals(viewer: Viewer) {
  if (!isAgentOrAdmin(viewer)) throw forbidden(DEAL_MESSAGES.onlyAgents);
}

export function assertMayReassign(viewer: Viewer) {
  if (!isAdmin(viewer)) throw forbidden('Only an admin can reassign a deal');
}

/** A buyer's deals: the buyer themself, or agents and admins (who still see only deals they may see). */
export function assertMayListBuyer(viewer: Viewer, buyerId: number) {
  if (!isAgentOrAdmin(viewer) && buyerId !== viewer.id) throw forbidden(NOT_YOUR_DEALS);
}

/** The deals an agent manages: the agent themself, or an admin. */
export function assertMayListAgent(viewer: Viewer, agentId: number) {
  if (agentId !== viewer.id && !isAdmin(viewer)) throw forbidden(NOT_YOUR_DEALS);
}

/** The admin deal pages (the dashboard, one agent's deals). */
export function assertAdmin(viewer: Viewer, message: string) {
  if (!isAdmin(viewer)) throw forbidden(message);
}
