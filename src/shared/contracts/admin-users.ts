// Managing people (spec section 2, Admin agents and Admin users; section 7, /api/users calls).
import { z } from '../zod.ts';
import { ZRegisterRequest } from './auth.ts';
import { MAX_ID } from './property.ts';
import { ZMobileNumber, ZRoleInput } from './user.ts';

const base = ZRegisterRequest.shape;
/** Empty means none: the number is removed. */
const ZMobileOrNone = z.union([z.literal('').transform(() => null), ZMobileNumber]).nullish();

/** What the forms that edit a person show first (My Account, Edit User, Edit Agent): names and email required, the mobile number not. */
export const ZPersonDetails = z.object({ firstName: base.firstName, lastName: base.lastName, email: base.email, mobileNumber: ZMobileOrNone });

/**
 * PUT /api/users/{id}. Every field is optional: what is sent changes, the rest stays. role and
 * isActive count only for admins; a user editing their own profile may not send a different role.
 */
export const ZUserUpdateRequest = z.object({
  firstName: base.firstName.optional(),
  lastName: base.lastName.optional(),
  username: base.username.optional(),
  email: base.email.optional(),
  mobileNumber: ZMobileOrNone,
  phone: z.string().optional(),
  address: z.string().trim().max(300, 'Address must be at most 300 characters').nullish(),
  role: ZRoleInput.optional(),
  isActive: z.boolean().optional(),
  /** Asked when a person changes their own email: the address password resets are sent to. */
  currentPassword: z.string().max(128, 'Current password is too long').optional(),
});
export type TUserUpdateRequest = z.input<typeof ZUserUpdateRequest>;

export const ZUserListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  role: ZRoleInput.optional(),
});

export const ZReassignDealsRequest = z.object({
  // Above the largest id nothing exists: 'Agent not found' here, not an overflow in the database.
  toAgentId: z.coerce.number({ error: 'Please choose an agent' }).int().positive('Please choose an agent').max(MAX_ID, 'Agent not found'),
});
export const ZReassignDealsResponse = z.object({ reassigned: z.number().int() });
