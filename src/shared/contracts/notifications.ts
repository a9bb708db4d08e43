// The notification centre (the bell) and the kinds of email one may unsubscribe from.
import { z } from '../zod.ts';

export const NOTIFICATION_KINDS = [
  'search_alert',
  'search_digest',
  'lead',
  'deal',
  'listing',
  'moderation',
  'message',
  'visit',
  'tenancy',
  'account',
] as const;

export const ZNotification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path of the web app: the page the notification is about. */
  link: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({ items: z.array(ZNotification), unreadCount: z.number().int() });
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZUnreadCount = z.object({ unreadCount: z.number().int() });

/** Emails come in kinds; an unsubscribe link stops one kind for one person. */
export const EMAIL_CATEGORIES = ['alerts', 'leads', 'deals', 'listings', 'moderation', 'messages', 'visits', 'tenancies'] as const;
export type TEmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const EMAIL_CATEGORY_LABELS: Record<TEmailCategory, string> = {
  alerts: 'saved search alerts and daily digests',
  leads: 'new lead',
  deals: 'deal update',
  listings: 'listing reminder',
  moderation: 'listing report and review',
  messages: 'new message',
  visits: 'visit',
  tenancies: 'rent and tenancy',
};

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  markedRead: 'Marked as read',
  allRead: 'All notifications marked as read',
  badToken: 'This unsubscribe link is not valid. Please use the link from a recent email.',
} as const;
