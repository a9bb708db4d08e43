// The admin deals page's figures (spec section 2, Admin deals; section 3, Admin dashboard response).
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TAdminDashboard, TStageCounts } from '#shared/contracts/deal.ts';
import { DEAL_STAGES } from '#shared/deal-stages.ts';
import type { Db } from '#server/db/client.ts';
import { deals, users } from '#server/db/schema.ts';

export async function stageCounts(db: Db, where?: SQL): Promise<TStageCounts> {
  const rows = await db
    .select({ stage: deals.stage, count: sql<number>`count(*)::int` })
    .from(deals)
    .where(where)
    .groupBy(deals.stage);
  const counts = Object.fromEntries(DEAL_STAGES.map((s) => [s, 0])) as TStageCounts;
  for (const row of rows) counts[row.stage] = row.count;
  return counts;
}

export async function adminDashboard(db: Db): Promise<TAdminDashboard> {
  const perAgent = await db
    .select({
      agentId: deals.agentId,
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${deals.stage} = 'COMPLETED'))::int`,
    })
    .from(deals)
    .groupBy(deals.agentId);
  const managing = perAgent.map((a) => a.agentId);
  // Every current agent, also without deals, and anyone else (an admin, a former agent) who manages one.
  const agents = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, mobileNumber: users.mobileNumber })
    .from(users)
    .where(
      or(
        and(eq(users.role, 'AGENT'), isNull(users.deletedAt), eq(users.isActive, true)),
        managing.length > 0 ? inArray(users.id, managing) : undefined,
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id);
  const byAgent = new Map(perAgent.map((a) => [a.agentId, a]));
  const counts = await stageCounts(db);
  const totalDeals = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    agentPerformance: agents.map((a) => {
      const figures = byAgent.get(a.id);
      const total = figures?.total ?? 0;
      const completed = figures?.completed ?? 0;
      return {
        agentId: a.id,
        agentName: `${a.firstName} ${a.lastName}`.trim(),
        agentEmail: a.email,
        agentMobile: a.mobileNumber,
        totalDeals: total,
        activeDeals: total - completed,
        completedDeals: completed,
      };
    }),
    totalAgents: agents.length,
    totalDeals,
    activeDeals: totalDeals - counts.COMPLETED,
    completedDeals: counts.COMPLETED,
    stageCounts: counts,
  };
}
