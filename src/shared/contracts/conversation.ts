// Conversations between a house-hunter and a listing's poster: text only, numbers hidden until shared.
import { z } from '../zod.ts';

export const MAX_MESSAGE_LENGTH = 2000;

export const CONVERSATION_MESSAGES = {
  emptyText: 'Please write a message',
  longText: `A message can be at most ${MAX_MESSAGE_LENGTH} characters`,
  notFound: 'Conversation not found',
  ownListing: 'This is your own listing',
  blocked: 'You cannot message this person',
  contactBeforeReply: 'Phone numbers and links to other sites can be sent once the poster has replied.',
  reasonShort: 'Please say what went wrong (at least 5 characters)',
  reasonLong: 'A report can be at most 1000 characters',
  keyReused: 'This Idempotency-Key was already used for a different message',
  sent: 'Message sent',
  shared: 'Your number is now shown in this conversation',
  unshared: 'Your number is no longer shown in this conversation',
  blockedNow: 'Blocked: they can no longer message you or ask for visits',
  unblocked: 'Unblocked',
  reported: 'Thank you. The admins will look at this conversation.',
} as const;

/** Control characters other than line breaks and tabs are dropped: text only. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const stripControls = (text: string) => text.replace(CONTROLS, '');

export const ZMessageText = z
  .string({ error: CONVERSATION_MESSAGES.emptyText })
  .transform(stripControls)
  .pipe(z.string().trim().min(1, CONVERSATION_MESSAGES.emptyText).max(MAX_MESSAGE_LENGTH, CONVERSATION_MESSAGES.longText));

export const ZSendMessageRequest = z.object({ text: ZMessageText });
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;

export const ZReportRequest = z.object({
  reason: z
    .string({ error: CONVERSATION_MESSAGES.reasonShort })
    .trim()
    .min(5, CONVERSATION_MESSAGES.reasonShort)
    .max(1000, CONVERSATION_MESSAGES.reasonLong),
});

export const ZConversationListing = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  listingType: z.enum(['sale', 'rent']),
  areaName: z.string(),
  imageUrl: z.string().nullable(),
  isAvailable: z.boolean(),
});
export type TConversationListing = z.infer<typeof ZConversationListing>;

export const ZMessage = z.object({
  id: z.number().int(),
  isMine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
  /** When the other person saw it: the read receipt. */
  readAt: z.string().nullable(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZConversationSummary = z.object({
  id: z.number().int(),
  role: z.enum(['hunter', 'poster']),
  listing: ZConversationListing,
  otherName: z.string(),
  lastMessage: z.object({ body: z.string(), isMine: z.boolean(), createdAt: z.string() }).nullable(),
  unreadCount: z.number().int(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const INBOX_PAGE_SIZE = 30;
export const INBOX_PAGE_SIZE_MAX = 100;

/** A page of the inbox, latest activity first. */
export const ZInbox = z.object({
  items: z.array(ZConversationSummary),
  /** Asks for the page after this one; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Messages to me unread across every conversation, not only this page's. */
  unreadCount: z.number().int(),
});
export type TInbox = z.infer<typeof ZInbox>;

export const ZConversation = z.object({
  id: z.number().int(),
  role: z.enum(['hunter', 'poster']),
  listing: ZConversationListing,
  other: z.object({
    id: z.number().int(),
    name: z.string(),
    /** Only once they pressed Share my number in this conversation. */
    phone: z.string().nullable(),
  }),
  hasSharedMyPhone: z.boolean(),
  hasBlocked: z.boolean(),
  /** False once either side has blocked the other. */
  canWrite: z.boolean(),
  /** Until then the hunter's messages may not carry numbers or links to other sites. */
  hasPosterReplied: z.boolean(),
  messages: z.array(ZMessage),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZNewMessages = z.object({
  messages: z.array(ZMessage),
  otherReadUpTo: z.number().int(),
  /** The other person's number once they share it here (as `other.phone`): a share shows up while the thread is open. */
  otherPhone: z.string().nullable(),
});
export type TNewMessages = z.infer<typeof ZNewMessages>;

export const ZInboxCount = z.object({ unreadCount: z.number().int() });
