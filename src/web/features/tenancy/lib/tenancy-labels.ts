// The words the tenancy screens use for the contract's codes.
import type { ITEM_CONDITIONS, REPAIR_CATEGORIES, REPAIR_STATES, TENANCY_STATUSES, DUE_STATUSES, TTenancySide } from '#shared/contracts/tenancy.ts';

export const TENANCY_STATUS_LABELS: Record<(typeof TENANCY_STATUSES)[number], string> = {
  invited: 'Invitation sent',
  declined: 'Invitation declined',
  active: 'Active',
  notice: 'Notice given',
  moved_out: 'Moved out',
  ended: 'Ended',
};

export const CONDITION_LABELS: Record<(typeof ITEM_CONDITIONS)[number], string> = {
  good: 'Good',
  fair: 'Fair',
  damaged: 'Damaged',
  missing: 'Missing',
  not_working: 'Not working',
};

export const REPAIR_CATEGORY_LABELS: Record<(typeof REPAIR_CATEGORIES)[number], string> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  appliance: 'Appliance',
  carpentry: 'Carpentry',
  painting: 'Painting',
  pest_control: 'Pest control',
  other: 'Other',
};

export const REPAIR_STATE_LABELS: Record<(typeof REPAIR_STATES)[number], string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  scheduled: 'Visit scheduled',
  done: 'Done',
  confirmed: 'Confirmed fixed',
  reopened: 'Reopened',
};

export const DUE_STATUS_LABELS: Record<(typeof DUE_STATUSES)[number], string> = {
  upcoming: 'Upcoming',
  due: 'Due today',
  overdue: 'Overdue',
  marked_paid: 'Paid, awaiting confirmation',
  confirmed: 'Paid and confirmed',
};

export const SIDE_LABELS: Record<TTenancySide, string> = { owner: 'Owner', tenant: 'Tenant' };
