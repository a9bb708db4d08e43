// The agent dashboard's stat cards: their deals per stage, the properties they manage, the open leads.
import type { TAgentStats } from '#shared/contracts/deal.ts';
import type { Db } from '#server/db/client.ts';
import { stageCounts } from '../deals/admin-dashboard.ts';
import { dealsManagedBy } from '../deals/deal-rows.ts';
import { countOpenLeads } from '../inquiries/leads.ts';
import { countManagedProperties } from './queries.ts';

export async function agentStats(db: Db, agentId: number): Promise<TAgentStats> {
  const [counts, propertiesManaged, openInquiries] = await Promise.all([
    stageCounts(db, dealsManagedBy(agentId)),
    countManagedProperties(db, agentId),
    countOpenLeads(db),
  ]);
  const totalDeals = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    agentId,
    totalDeals,
    activeDeals: totalDeals - counts.COMPLETED,
    completedDeals: counts.COMPLETED,
    propertiesManaged,
    openInquiries,
    stageCounts: counts,
  };
}
