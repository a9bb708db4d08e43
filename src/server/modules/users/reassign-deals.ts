// Moving an agent's open deals to another agent, so the first can leave (issue: Admin, point 2).
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dealEvents, deals, users } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { findUserById } from './accounts.ts';

export async function reassignDeals(db: Db, admin: Viewer, fromAgentId: number, toAgentId: number): Promise<number> {
  if (fromAgentId === toAgentId) throw badRequest('Choose a different agent', { toAgentId: 'Choose a different agent' });
  const from = await findUserById(db, fromAgentId);
  if (!from) throw notFound('User not found');

  return db.transaction(async (tx) => {
    // The lock keeps the target from being deleted or demoted while deals move to them.
    const [to] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, toAgentId), isNull(users.deletedAt)))
      .for('update');
    if (!to || to.role !== 'AGENT' || !to.isActive) throw badRequest('Agent not found', { toAgentId: 'Agent not found' });
    const moved = await tx
      .update(deals)
      .set({ agentId: toAgentId, updatedAt: new Date() })
      .where(and(eq(deals.agentId, fromAgentId), ne(deals.stage, 'COMPLETED')))
      .returning({ id: deals.id, stage: deals.stage });
    if (moved.length > 0) {
      const notes = `Deal reassigned from ${from.firstName} ${from.lastName} to ${to.firstName} ${to.lastName}`;
      await tx.insert(dealEvents).values(
        moved.map((deal) => ({
          dealId: deal.id,
          kind: 'AGENT_REASSIGNED' as const,
          stage: deal.stage,
          eventDate: todayInIndia(),
          notes,
          actorId: admin.id,
        })),
      );
    }
    return moved.length;
  });
}
