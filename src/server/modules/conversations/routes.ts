// Conversations: start one from a listing or from a deal (its buyer and agent), the inbox and its unread count, one conversation, the newer
// messages an open conversation polls for, replies, sharing a number, blocking and reporting.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  CONVERSATION_MESSAGES,
  ZConversation,
  INBOX_PAGE_SIZE,
  INBOX_PAGE_SIZE_MAX,
  ZInbox,
  ZInboxCount,
  ZMessage,
  ZNewMessages,
  ZReportRequest,
  ZSendMessageRequest,
} from '#shared/contracts/conversation.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { transactionAnnounced } from '#server/db/announce.ts';
import { CACHES } from '#server/db/caches.ts';
import { keyOf } from '#server/db/change-feed.ts';
import type { Db } from '#server/db/client.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { acceptEmptyJsonBodies } from '#server/http/empty-body.ts';
import { keptBudget, sendKept, type KeptBody } from '#server/http/kept-answer.ts';
import { idempotencyKeyOf, REPLAYED } from '#server/http/idempotency-key.ts';
import { ZRecordId } from '#server/http/record-id.ts';
import { ZCursor } from '#server/http/page-cursor.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { findVisibleProperty, refuseContact } from '../properties/find-properties.ts';
import { findConversationOn } from './conversation-store.ts';
import { VersionedCache } from '#server/cache/listings-version.ts';
import { checkConversation, checkedConversation, decorateConversation } from './access.ts';
import { writeAboutDeal } from './deal-conversation.ts';
import { reportConversation, setBlocked, shareMyPhone } from './conversation-actions.ts';
import { presentMessage } from './present.ts';
import { countUnread } from './queries.ts';
import { readConversation, readInbox, readNewMessages } from './read-conversation.ts';
import { sendMessage } from './send-message.ts';
import { startConversationIn } from './start-conversation.ts';

const tags = ['conversations'];
const ZIdParams = z.object({ id: ZRecordId });
const ZInboxQuery = z.object({
  cursor: ZCursor(['string', 'number']).optional(),
  size: z.coerce.number().int().min(1).max(INBOX_PAGE_SIZE_MAX).default(INBOX_PAGE_SIZE),
});
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };
const ZStarted = z.object({ conversationId: z.number().int(), message: ZMessage });
const ZDone = ZEnvelope(z.object({ conversationId: z.number().int() }));
const KEYED =
  'With an Idempotency-Key header, the same key and text again from the same person in the same conversation answer ' +
  'the message the first request stored, with 200 and the header Idempotent-Replayed: true; the key with other text is a 422.';

/** 201 for a new message; 200, marked, for one sent again under its key. */
function answerWritten(reply: FastifyReply, isReplay: boolean) {
  if (isReplay) reply.header(REPLAYED.toLowerCase(), 'true');
  return reply.status(isReplay ? 200 : 201);
}

export const conversationRoutes: FastifyPluginAsyncZod<{ db: Db; ownHost: string }> = async (app, { db, ownHost }) => {
  acceptEmptyJsonBodies(app);
  decorateConversation(app);
  // Inboxes as sent, per person, while no conversation, message, listing or name changes (change-feed.ts).
  const keptInboxes = new VersionedCache<KeptBody<null>>('inboxes', 2000, keptBudget(app.keptBytes, 8 * 1024 * 1024));
  // A first message opens a conversation (or adds to the one already open): it counts as a new conversation and a message.
  const opening = (summary: string) => ({
    schema: {
      tags,
      summary,
      description: KEYED,
      params: z.object({ id: ZRecordId }),
      body: ZSendMessageRequest,
      response: { 200: ZEnvelope(ZStarted), 201: ZEnvelope(ZStarted), ...errors, 403: ZErrorResponse, 422: ZErrorResponse, 429: ZErrorResponse },
    },
    ...authorizeFirst(undefined, { before: [requireUser(), limitRequests('conversation'), limitRequests('message')] }),
  });
  const member = (...before: ReturnType<typeof limitRequests>[]) => authorizeFirst(checkConversation(db), { before: [requireUser(), ...before] });

  app.post('/api/properties/:id/conversations', {
    ...opening("Write to a listing's poster: opens the conversation (or adds to the one already open)"),
    handler: async (request, reply) => {
      const hunter = viewerOf(request);
      const key = idempotencyKeyOf(request);
      const started = await transactionAnnounced(db, 'conversations_changed', request.log, async (tx) => {
        const listing = await findVisibleProperty(tx, hunter, request.params.id);
        // A listing out of search takes no new conversations; one already open may still be closed politely.
        if (!(await findConversationOn(tx, { propertyId: listing.id, hunterId: hunter.id, posterId: listing.userId }))) refuseContact(listing);
        return startConversationIn(tx, { listing, hunter, text: request.body.text, ownHost, key });
      });
      const data = { conversationId: started.row.id, message: presentMessage(started.message, hunter.id) };
      return answerWritten(reply, started.isReplay).send({ success: true, data, message: CONVERSATION_MESSAGES.sent });
    },
  });

  app.post('/api/deals/:id/messages', {
    ...opening("Write between a deal's buyer or tenant and its agent: opens their conversation about the deal's listing (or adds to it)"),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const key = idempotencyKeyOf(request);
      const written = await transactionAnnounced(db, 'conversations_changed', request.log, (tx) =>
        writeAboutDeal(tx, { viewer, dealId: request.params.id, text: request.body.text, ownHost, key }),
      );
      const data = { conversationId: written.conversationId, message: presentMessage(written.message, viewer.id) };
      return answerWritten(reply, written.isReplay).send({ success: true, data, message: CONVERSATION_MESSAGES.sent });
    },
  });

  app.get('/api/conversations', {
    schema: {
      tags,
      summary: 'My inbox: my conversations, latest first, with unread counts, a page at a time',
      description: 'Pass nextCursor back as cursor for the next page. unreadCount covers every conversation.',
      querystring: ZInboxQuery,
      response: { 200: ZEnvelope(ZInbox), ...errors },
    },
    preHandler: requireUser(),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const inbox = async () => ({ success: true as const, data: await readInbox(db, viewer, request.query) });
      const version = keyOf(app.changes, CACHES.inboxes, app.clock);
      if (version === undefined) return inbox();
      const key = `${viewer.id}:${request.query.size}:${request.query.cursor?.join(':') ?? ''}`;
      return sendKept(reply, { cache: keptInboxes, key, version }, async () => ({ data: await inbox(), facts: null }));
    },
  });

  app.get('/api/conversations/unread-count', {
    schema: { tags, summary: 'How many messages to me are unread (the header icon)', response: { 200: ZEnvelope(ZInboxCount), ...errors } },
    preHandler: requireUser(),
    handler: async (request) => ({ success: true as const, data: { unreadCount: await countUnread(db, viewerOf(request).id) } }),
  });

  app.get('/api/conversations/:id', {
    schema: {
      tags,
      summary: 'One of my conversations (marks its messages to me read)',
      params: ZIdParams,
      response: { 200: ZEnvelope(ZConversation), ...errors },
    },
    ...member(),
    handler: async (request) => ({ success: true as const, data: await readConversation(db, viewerOf(request), request.params.id) }),
  });

  app.get('/api/conversations/:id/messages', {
    schema: {
      tags,
      summary: 'Messages newer than `after` (what an open conversation polls for), and how far the other person has read',
      params: ZIdParams,
      querystring: z.object({ after: z.coerce.number().int().min(0).max(2_147_483_647).default(0) }),
      response: { 200: ZEnvelope(ZNewMessages), ...errors },
    },
    ...member(),
    handler: async (request) => ({
      success: true as const,
      data: await readNewMessages(db, viewerOf(request), request.params.id, request.query.after),
    }),
  });

  app.post('/api/conversations/:id/messages', {
    schema: {
      tags,
      summary: 'Reply in one of my conversations',
      description: KEYED,
      params: ZIdParams,
      body: ZSendMessageRequest,
      response: { 200: ZEnvelope(ZMessage), 201: ZEnvelope(ZMessage), ...errors, 403: ZErrorResponse, 422: ZErrorResponse, 429: ZErrorResponse },
    },
    ...member(limitRequests('message')),
    handler: async (request, reply) => {
      const sender = viewerOf(request);
      const key = idempotencyKeyOf(request);
      const row = checkedConversation(request);
      const { message, isReplay } = await sendMessage({ db, row, sender, text: request.body.text, ownHost, key, log: request.log });
      return answerWritten(reply, isReplay).send({ success: true, data: presentMessage(message, sender.id), message: CONVERSATION_MESSAGES.sent });
    },
  });

  for (const [method, isShared] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/conversations/:id/share-phone',
      schema: {
        tags,
        summary: isShared ? 'Show my phone number to the other person in this conversation' : 'Stop showing my phone number in this conversation',
        params: ZIdParams,
        response: { 200: ZDone, ...errors, 429: ZErrorResponse },
      },
      ...member(limitRequests('conversation-setting')),
      handler: async (request) => {
        await shareMyPhone(db, viewerOf(request), request.params.id, isShared);
        const message = isShared ? CONVERSATION_MESSAGES.shared : CONVERSATION_MESSAGES.unshared;
        return { success: true as const, data: { conversationId: request.params.id }, message };
      },
    });
  }

  for (const [method, isBlocked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/conversations/:id/block',
      schema: {
        tags,
        summary: isBlocked ? 'Block the other person: no more messages or visit requests between us' : 'Unblock the other person',
        params: ZIdParams,
        response: { 200: ZDone, ...errors, 429: ZErrorResponse },
      },
      ...member(limitRequests('conversation-setting')),
      handler: async (request) => {
        await setBlocked(db, viewerOf(request), request.params.id, isBlocked);
        return {
          success: true as const,
          data: { conversationId: request.params.id },
          message: isBlocked ? CONVERSATION_MESSAGES.blockedNow : CONVERSATION_MESSAGES.unblocked,
        };
      },
    });
  }

  app.post('/api/conversations/:id/report', {
    schema: {
      tags,
      summary: "Report this conversation to the admins (shown with its messages in the listing's moderation queue item)",
      params: ZIdParams,
      body: ZReportRequest,
      response: { 201: ZDone, ...errors, 429: ZErrorResponse },
    },
    ...member(limitRequests('report')),
    handler: async (request, reply) => {
      await reportConversation(db, viewerOf(request), request.params.id, request.body.reason);
      return reply.status(201).send({ success: true, data: { conversationId: request.params.id }, message: CONVERSATION_MESSAGES.reported });
    },
  });
};
