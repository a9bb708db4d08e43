// Query keys of the admin people pages, in one place so mutations invalidate exactly what they change.
export const adminKeys = {
  all: ['admin-people'] as const,
  users: (search: string) => ['admin-people', 'users', search] as const,
  agents: (search: string) => ['admin-people', 'agents', search] as const,
  userDeals: (userId: number) => ['admin-people', 'user-deals', userId] as const,
  agentDeals: (agentId: number) => ['admin-people', 'agent-deals', agentId] as const,
  moderation: ['admin-moderation'] as const,
  grievances: ['admin-grievances'] as const,
  grievancePage: (status: string, page: number) => ['admin-grievances', status, page] as const,
};
