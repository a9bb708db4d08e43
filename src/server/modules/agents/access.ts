// Who may see an agent's screens (spec section 6): the agent themself, or an admin.
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { canViewAgent } from '#shared/policy/roles.ts';
import type { Db } from '#server/db/client.ts';
import { forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { findUserById } from '../users/accounts.ts';

/** 403 unless the viewer is this agent or an admin; for an admin, 404 for an account that does not exist. */
export async function assertAgentView(db: Db, viewer: Viewer, agentId: number) {
  if (!canViewAgent(viewer, agentId)) throw forbidden('Only this agent or an admin can view this');
  if (viewer.id !== agentId && !(await findUserById(db, agentId))) throw notFound(DEAL_MESSAGES.agentNotFound);
}
