import { describe, expect, it } from 'vitest';
import { myDealsRoleOf } from './my-deals-role.ts';

describe('myDealsRoleOf', () => {
  it("lists a USER's purchases, an agent's managed deals and every deal for an admin", () => {
    expect(myDealsRoleOf('USER')).toBe('BUYER');
    expect(myDealsRoleOf(undefined)).toBe('BUYER');
    expect(myDealsRoleOf('AGENT')).toBe('AGENT');
    expect(myDealsRoleOf('ADMIN')).toBe('ADMIN');
  });
});
