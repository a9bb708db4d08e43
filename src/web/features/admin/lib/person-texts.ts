// The texts the spec fixes for the two admin pages (sections 5 and 8), per kind of person.
import type { TRole } from '#shared/contracts/user.ts';

export type PersonKind = 'user' | 'agent';

export const personTexts = {
  user: {
    noun: 'user',
    editTitle: 'Edit User',
    deleteTitle: 'Delete User',
    confirmDelete: 'Are you sure you want to delete this user?',
    updated: 'User updated successfully!',
    updateFailed: 'Failed to update user',
    updateError: 'Error updating user',
    deleted: 'User deleted successfully!',
    deleteFailed: 'Failed to delete user',
    deleteError: 'Error deleting user',
  },
  agent: {
    noun: 'agent',
    editTitle: 'Edit Agent',
    deleteTitle: 'Delete Agent',
    confirmDelete: 'Are you sure you want to delete this agent?',
    updated: 'Agent updated successfully!',
    updateFailed: 'Failed to update agent',
    updateError: 'Error updating agent',
    deleted: 'Agent deleted successfully!',
    deleteFailed: 'Failed to delete agent',
    deleteError: 'Error deleting agent',
  },
} as const;

/** Role names as the users page shows them: USER is labelled Buyers/Sellers (spec section 2). */
export const roleLabels: Record<TRole, { one: string; many: string }> = {
  USER: { one: 'Buyer/Seller', many: 'Buyers/Sellers' },
  AGENT: { one: 'Agent', many: 'Agents' },
  ADMIN: { one: 'Admin', many: 'Admins' },
};

export const SELF_DELETE_REASON = 'You cannot delete your own account.';
export const SELF_ROLE_REASON = 'You cannot change your own role or deactivate your own account.';
