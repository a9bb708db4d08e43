// Saved searches: a search payload with a name and how often its alerts come.
import { z } from '../zod.ts';
import { ZSearchRequest } from './property.ts';

export const ALERT_FREQUENCIES = ['instantly', 'daily', 'never'] as const;
export type TAlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<TAlertFrequency, string> = {
  instantly: 'Instantly',
  daily: 'Daily digest',
  never: 'Never',
};

/** A person keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 25;

const ZName = z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(80, 'Name must be at most 80 characters');
const ZFrequency = z.enum(ALERT_FREQUENCIES, { error: 'How often must be instantly, daily or never' });

export const ZSavedSearchCreate = z.object({
  name: ZName,
  frequency: ZFrequency.default('instantly'),
  /** The search page's payload (POST /api/properties/search), page and size aside. */
  filters: ZSearchRequest,
});
export type TSavedSearchCreate = z.input<typeof ZSavedSearchCreate>;

export const ZSavedSearchUpdate = z
  .object({ name: ZName.optional(), frequency: ZFrequency.optional(), filters: ZSearchRequest.optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined || v.filters !== undefined, { message: 'Nothing to change' });
export type TSavedSearchUpdate = z.input<typeof ZSavedSearchUpdate>;

export const ZSavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** The search payload as saved: POST it to /api/properties/search to run the search again. */
  filters: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

export const SAVED_SEARCH_MESSAGES = {
  saved: 'Search saved',
  updated: 'Saved search updated',
  deleted: 'Saved search deleted',
  notFound: 'Saved search not found',
  tooMany: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
} as const;
