// Query keys of everything the deal screens read. Every deal write invalidates `dealKeys.all`
// (lists, details, stats, available properties) and the leads, so every open screen refetches.
import type { TMyDealsRole } from '#shared/contracts/deal.ts';
import type { TDealKind } from '#shared/deal-kind.ts';

export const dealKeys = {
  all: ['deals'] as const,
  detail: (id: number) => [...dealKeys.all, 'detail', id] as const,
  mine: (role: TMyDealsRole, userId: number, kind?: TDealKind) => [...dealKeys.all, 'mine', role, userId, kind ?? 'all'] as const,
  onProperty: (propertyId: number) => [...dealKeys.all, 'property', propertyId] as const,
  adminDashboard: () => [...dealKeys.all, 'admin-dashboard'] as const,
  agentStats: (agentId: number) => [...dealKeys.all, 'agent-stats', agentId] as const,
  agentProperties: (agentId: number, scope: 'managed' | 'available', buyerId?: number) =>
    [...dealKeys.all, 'agent-properties', agentId, scope, buyerId ?? null] as const,
};

export const inquiryKeys = {
  all: ['inquiries'] as const,
  open: () => [...inquiryKeys.all, 'open'] as const,
};
