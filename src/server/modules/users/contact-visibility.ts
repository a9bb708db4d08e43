// Who sees people's phone numbers: agents and admins do (spec section 6, "Sees phones"); a USER
// viewer of a deal sees them hidden (spec section 2, Deal Details dialog). The one place this rule
// lives: deal answers (flat fields and nested people alike) and the listing list's posters use it.
import { isAgentOrAdmin } from '#shared/policy/roles.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';

export const seesPhones = (viewer: Viewer | null): boolean => isAgentOrAdmin(viewer);

/** A phone number as `viewer` may see it: null when hidden. */
export const phoneFor = (viewer: Viewer | null, mobileNumber: string | null): string | null => (seesPhones(viewer) ? mobileNumber : null);
