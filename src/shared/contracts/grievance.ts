// Complaints and rights requests (access, correction, erasure) to Gruha's grievance officer, their
// references and due dates, and the admins' queue of them.
import { z } from '../zod.ts';

/**
 * Gruha answers within 30 days of filing: inside the outer limit of 90 days that the DPDP Rules 2025
 * (rule 14) set for grievances (docs/decisions/0068-notice-consent-and-grievances.md).
 */
export const GRIEVANCE_RESPONSE_DAYS = 30;

export const GRIEVANCE_KINDS = ['complaint', 'access', 'correction', 'erasure', 'other'] as const;
export type TGrievanceKind = (typeof GRIEVANCE_KINDS)[number];
export const GRIEVANCE_KIND_LABELS: Record<TGrievanceKind, string> = {
  complaint: 'A complaint about how Gruha handles my data',
  access: 'A summary of the data Gruha keeps about me',
  correction: 'Correct or complete my data',
  erasure: 'Erase my data',
  other: 'Something else',
};

export const GRIEVANCE_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type TGrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
export const GRIEVANCE_STATUS_LABELS: Record<TGrievanceStatus, string> = { open: 'Open', in_progress: 'In progress', resolved: 'Resolved' };

export const GRIEVANCE_TEXT_MAX = 4000;

export const GRIEVANCE_MESSAGES = {
  kindRequired: 'Please choose what your request is about',
  descriptionRequired: 'Please tell us what happened or what you would like',
  descriptionShort: 'Please say a little more (at least 10 characters)',
  nameRequired: 'Please give your name',
  emailRequired: 'Please give the email we should answer',
  replyForResolved: 'Write the reply the person gets when you resolve their request',
  filed: 'Request received',
  updated: 'Request updated',
  notFound: 'Request not found',
} as const;

const tooLong = `Please keep it under ${GRIEVANCE_TEXT_MAX} characters`;

/** Signed in, the account's name and email are used; a visitor gives both (ZVisitorGrievanceRequest). */
export const ZGrievanceRequest = z.object({
  kind: z.enum(GRIEVANCE_KINDS, { error: GRIEVANCE_MESSAGES.kindRequired }),
  description: z
    .string({ error: GRIEVANCE_MESSAGES.descriptionRequired })
    .trim()
    .min(1, GRIEVANCE_MESSAGES.descriptionRequired)
    .min(10, GRIEVANCE_MESSAGES.descriptionShort)
    .max(GRIEVANCE_TEXT_MAX, tooLong),
  name: z.string().trim().max(120, 'Please keep your name under 120 characters').optional(),
  email: z.string().trim().max(254, 'Email is too long').optional(),
});
export type TGrievanceRequest = z.input<typeof ZGrievanceRequest>;

export const ZVisitorGrievanceRequest = ZGrievanceRequest.extend({
  name: z
    .string({ error: GRIEVANCE_MESSAGES.nameRequired })
    .trim()
    .min(1, GRIEVANCE_MESSAGES.nameRequired)
    .max(120, 'Please keep your name under 120 characters'),
  email: z
    .string({ error: GRIEVANCE_MESSAGES.emailRequired })
    .trim()
    .min(1, GRIEVANCE_MESSAGES.emailRequired)
    .max(254, 'Email is too long')
    .pipe(z.email('Enter a valid email address')),
});

/** A request as the person who sent it sees it. */
export const ZGrievance = z.object({
  reference: z.string(),
  kind: z.enum(GRIEVANCE_KINDS),
  description: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  reply: z.string().nullable(),
  /** YYYY-MM-DD, India. */
  dueOn: z.string(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type TGrievance = z.infer<typeof ZGrievance>;

/** In the admins' queue: who sent it too. */
export const ZQueuedGrievance = ZGrievance.extend({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  hasAccount: z.boolean(),
});
export type TQueuedGrievance = z.infer<typeof ZQueuedGrievance>;

export const GRIEVANCE_PAGE_SIZE = 20;

export const ZGrievanceQueueQuery = z.object({
  status: z.enum(GRIEVANCE_STATUSES, { error: 'Status must be open, in_progress or resolved' }).optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page starts at 1')
    .max(100_000, 'Page is too large')
    .default(1),
});

export const ZGrievanceQueue = z.object({
  items: z.array(ZQueuedGrievance),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  /** How many requests are in each status, for the queue's filter. */
  counts: z.object({ open: z.number().int(), in_progress: z.number().int(), resolved: z.number().int() }),
});
export type TGrievanceQueue = z.infer<typeof ZGrievanceQueue>;

export const ZGrievanceUpdate = z
  .object({
    status: z.enum(GRIEVANCE_STATUSES, { error: 'Please choose a status' }),
    reply: z.string().trim().max(GRIEVANCE_TEXT_MAX, tooLong).optional(),
  })
  .refine((update) => update.status !== 'resolved' || (update.reply ?? '').length > 0, {
    message: GRIEVANCE_MESSAGES.replyForResolved,
    path: ['reply'],
  });
export type TGrievanceUpdate = z.input<typeof ZGrievanceUpdate>;
