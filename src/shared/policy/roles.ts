// What each role may do (spec section 6), written once for the server, which enforces it, and the web
// app, which only shows what the server will allow. Types only from the contracts: this module is in
// the first load, which must not pull zod in (its budget is 100 KB of JavaScript).
import type { TRole } from '../contracts/user.ts';

/** Someone signed in, or nobody (null or undefined: a visitor). */
type Who = { id: number; role: TRole } | null | undefined;
/** For rules that depend on the role alone. */
type HasRole = { role: TRole } | null | undefined;
type DealParties = { buyerId: number; sellerId: number; agentId: number };

export const isAdmin = (who: HasRole): boolean => who?.role === 'ADMIN';

/** Agents and admins: they create and manage deals, find buyers, see the agent dashboard and parties' phones. */
export const isAgentOrAdmin = (who: HasRole): boolean => who?.role === 'AGENT' || who?.role === 'ADMIN';

/** A listing is edited and deleted by its poster or an admin. */
export const canManageListing = (who: Who, ownerId: number): boolean => !!who && (who.id === ownerId || isAdmin(who));

/** An admin sees every deal; anyone else the deals they manage, buy or sell in. */
export const canSeeDeal = (who: Who, deal: DealParties): boolean =>
  !!who && (isAdmin(who) || who.id === deal.buyerId || who.id === deal.sellerId || who.id === deal.agentId);

/** Stage changes and payment: the deal's agent or an admin. */
export const canManageDeal = (who: Who, deal: Pick<DealParties, 'agentId'>): boolean => !!who && (isAdmin(who) || who.id === deal.agentId);

/** An agent's dashboard figures: the agent themself, or an admin. */
export const canViewAgent = (who: Who, agentId: number): boolean => !!who && (isAdmin(who) || (who.id === agentId && who.role !== 'USER'));
