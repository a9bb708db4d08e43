// A repair request's states: the tenant raises it; the owner acknowledges, schedules a visit and marks
// it done; the tenant confirms it or reopens it, after which the owner takes it up again.
import type { REPAIR_ACTIONS, REPAIR_STATES, TTenancySide } from '../contracts/tenancy.ts';

export type RepairState = (typeof REPAIR_STATES)[number];
export type RepairAction = (typeof REPAIR_ACTIONS)[number];

type Move = { by: TTenancySide; from: readonly RepairState[]; to: RepairState };

export const REPAIR_MOVES: Record<RepairAction, Move> = {
  acknowledge: { by: 'owner', from: ['open', 'reopened'], to: 'acknowledged' },
  schedule: { by: 'owner', from: ['open', 'acknowledged', 'scheduled', 'reopened'], to: 'scheduled' },
  done: { by: 'owner', from: ['open', 'acknowledged', 'scheduled', 'reopened'], to: 'done' },
  confirm: { by: 'tenant', from: ['done'], to: 'confirmed' },
  reopen: { by: 'tenant', from: ['done'], to: 'reopened' },
};

/** The state an action leads to, or why it may not be taken. */
export function repairMove(state: RepairState, action: RepairAction, side: TTenancySide): { to: RepairState } | { refusal: 'side' | 'state' } {
  const move = REPAIR_MOVES[action];
  if (move.by !== side) return { refusal: 'side' };
  if (!move.from.includes(state)) return { refusal: 'state' };
  return { to: move.to };
}

/** Still needing someone's attention: shown on the tenancy and counted in My homes. */
export const isOpenRepair = (state: RepairState) => state !== 'confirmed';
