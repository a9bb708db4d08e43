// What each side may do with a visit, by its state and the time: the poster answers a request (accept,
// decline, propose another time), the hunter answers a proposal; either side cancels before the visit;
// after it begins the hunter marks it done or reports a problem. Unanswered requests expire.
import type { TVisitAction, TVisitStatus } from '#shared/contracts/visit.ts';

type Side = 'hunter' | 'poster';
type Facts = { status: TVisitStatus; startsAt: Date; expiresAt: Date | null };

export function allowedActions(visit: Facts, side: Side, now: Date): TVisitAction[] {
  const hasBegun = visit.startsAt.getTime() <= now.getTime();
  const isAwaiting = visit.status === 'requested' || visit.status === 'proposed';
  if (isAwaiting && (hasBegun || (visit.expiresAt !== null && visit.expiresAt.getTime() <= now.getTime()))) return [];
  if (visit.status === 'requested') return side === 'poster' ? ['accept', 'decline', 'propose'] : ['cancel'];
  if (visit.status === 'proposed') return side === 'hunter' ? ['accept', 'decline'] : ['cancel'];
  if (visit.status === 'confirmed') return hasBegun ? (side === 'hunter' ? ['done', 'problem'] : []) : ['cancel'];
  return [];
}

/** The state an action leads to. */
export const NEXT_STATUS: Record<TVisitAction, TVisitStatus> = {
  accept: 'confirmed',
  decline: 'declined',
  propose: 'proposed',
  cancel: 'cancelled',
  done: 'done',
  problem: 'problem',
};
