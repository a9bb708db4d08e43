import { z } from '../zod.ts';
import { MOBILE_DIGITS, ZIndianMobile } from '../input/phone.ts';
import { anyCase } from './any-case.ts';

export const roles = ['USER', 'AGENT', 'ADMIN'] as const;
export const ZRole = z.enum(roles);
/** A role as callers send it, in any case ('agent' from a role filter link). */
export const ZRoleInput = anyCase(roles, `Role must be one of ${roles.join(', ')}`);
export type TRole = z.infer<typeof ZRole>;

export const MOBILE_NUMBER_LENGTH = MOBILE_DIGITS;
/** Any accepted spelling (+91 77023 45678, 077023-45678, ...) stored as its 10 digits. */
export const ZMobileNumber = ZIndianMobile;

/** A user as any API answer shows them: never a password hash. */
export const ZUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  mobileNumber: z.string().nullable(),
  phone: z.string().nullable(),
  role: ZRole,
  address: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** GET /api/users/search?phone=: only what creating a deal needs, no email or address. */
export const ZBuyerLookup = ZUser.pick({ id: true, firstName: true, lastName: true, mobileNumber: true });
export type TBuyerLookup = z.infer<typeof ZBuyerLookup>;
