// Who may act on people (spec section 6).
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { isAdmin, isAgentOrAdmin } from '#shared/policy/roles.ts';
import { forbidden } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';

/** An admin edits anyone; anyone else only their own profile. */
export function assertMayEditUser(viewer: Viewer, userId: number) {
  if (!isAdmin(viewer) && viewer.id !== userId) throw forbidden('You can only edit your own profile');
}

/** Finding a buyer by phone: agents and admins, with the spec's own refusal for anyone else. */
export function assertMayFindBuyers(viewer: Viewer) {
  if (!isAgentOrAdmin(viewer)) throw forbidden(DEAL_MESSAGES.onlyAgents);
}
