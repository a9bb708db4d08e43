// Which deals "My Deals" means for each account role (docs/deals.md): a USER's
// purchases, an agent's managed deals, every deal for an admin.
import type { TMyDealsRole } from '#shared/contracts/deal.ts';
import type { TRole } from '#shared/contracts/user.ts';
import { isAgentOrAdmin } from '#shared/policy/roles.ts';

export function myDealsRoleOf(role: TRole | undefined): TMyDealsRole {
  if (role && isAgentOrAdmin({ role })) return role;
  return 'BUYER';
}
