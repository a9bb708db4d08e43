// An admin hands a deal to another agent (e.g. when an agent leaves); the timeline says who from and to.
import { and, eq, isNull } from 'drizzle-orm';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { isAgentOrAdmin } from '#shared/policy/roles.ts';
import { todayInIndia } from '#shared/india-date.ts';
import type { Db } from '#server/db/client.ts';
import { deals, users } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { assertMayReassign } from './access.ts';
import { insertDealEvent } from './deal-rows.ts';
import { lockDeal, now } from './queries.ts';

const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

async function findAgent(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function reassignAgent({ db, viewer, dealId, agentId }: { db: Db; viewer: Viewer; dealId: number; agentId: number }) {
  assertMayReassign(viewer);
  await db.transaction(async (tx) => {
    const deal = await lockDeal(tx, dealId);
    if (!deal) throw notFound(DEAL_MESSAGES.dealNotFound);
    const next = await findAgent(tx, agentId);
    if (!next?.isActive || !isAgentOrAdmin(next)) throw badRequest(DEAL_MESSAGES.agentNotFound, { agentId: DEAL_MESSAGES.agentNotFound });
    if (next.id === deal.agentId) return;
    const previous = await findAgent(tx, deal.agentId);
    await tx.update(deals).set({ agentId: next.id, updatedAt: now }).where(eq(deals.id, dealId));
    await insertDealEvent(tx, {
      dealId,
      kind: 'AGENT_REASSIGNED',
      stage: deal.stage,
      eventDate: todayInIndia(),
      notes: `Agent changed from ${previous ? nameOf(previous) : 'a former agent'} to ${nameOf(next)}`,
      actorId: viewer.id,
    });
  });
}
