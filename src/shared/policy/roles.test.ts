import { describe, expect, it } from 'vitest';
import { canManageDeal, canManageListing, canSeeDeal, canViewAgent, isAdmin, isAgentOrAdmin } from './roles.ts';

const user = { id: 1, role: 'USER' as const };
const agent = { id: 2, role: 'AGENT' as const };
const admin = { id: 3, role: 'ADMIN' as const };
const deal = { buyerId: 1, sellerId: 4, agentId: 2 };

describe('roles', () => {
  it('knows admins, and agents with admins, and nobody for a visitor', () => {
    expect([user, agent, admin, null].map(isAdmin)).toEqual([false, false, true, false]);
    expect([user, agent, admin, undefined].map(isAgentOrAdmin)).toEqual([false, true, true, false]);
  });
  it("lets a listing's poster or an admin manage it", () => {
    expect([user, agent, admin, null].map((who) => canManageListing(who, 1))).toEqual([true, false, true, false]);
  });
  it('shows a deal to its people and admins, and lets its agent or an admin manage it', () => {
    expect([user, agent, admin, { id: 9, role: 'AGENT' as const }].map((who) => canSeeDeal(who, deal))).toEqual([true, true, true, false]);
    expect([user, agent, admin].map((who) => canManageDeal(who, deal))).toEqual([false, true, true]);
  });
  it("shows an agent's figures to that agent and admins, never to a USER with the same id", () => {
    expect(canViewAgent(agent, 2)).toBe(true);
    expect(canViewAgent(admin, 2)).toBe(true);
    expect(canViewAgent({ id: 2, role: 'USER' }, 2)).toBe(false);
    expect(canViewAgent(agent, 5)).toBe(false);
  });
});
