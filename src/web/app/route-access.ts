// Who may see a route (router.tsx; route-guards.tsx enforces it): its roles, or any signed-in user,
// with the page's name for the login notice and the refusal when given.
import type { TRole } from '#shared/contracts/user.ts';

export type Access = TRole[] | 'signed-in' | { roles: TRole[] | 'signed-in'; pageName: string };

export const signedIn = (pageName: string): Access => ({ roles: 'signed-in', pageName });
export const onlyFor = (roles: TRole[], pageName: string): Access => ({ roles, pageName });
