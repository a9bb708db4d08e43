// The notification centre: the bell's list and unread count, and marking read. Everyone sees only
// their own notifications; another person's id is answered as missing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { NOTIFICATION_MESSAGES, ZNotificationList, ZUnreadCount } from '#shared/contracts/notifications.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/http/app-error.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { acceptEmptyJsonBodies } from '#server/http/empty-body.ts';
import { ZRecordId } from '#server/http/record-id.ts';
import { countUnread, listNotifications, markAllRead, markRead } from './queries.ts';

const tags = ['notifications'];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse };

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  acceptEmptyJsonBodies(app);
  app.addHook('preHandler', requireUser());

  app.get('/api/notifications', {
    schema: {
      tags,
      summary: 'My latest notifications (newest first) and how many are unread',
      response: { 200: ZEnvelope(ZNotificationList), ...errors },
    },
    handler: async (request) => {
      const { id } = viewerOf(request);
      const [items, unreadCount] = await Promise.all([listNotifications(db, id), countUnread(db, id)]);
      return { success: true as const, data: { items, unreadCount } };
    },
  });

  app.get('/api/notifications/unread-count', {
    schema: { tags, summary: 'How many of my notifications are unread (the bell)', response: { 200: ZEnvelope(ZUnreadCount), ...errors } },
    handler: async (request) => ({ success: true as const, data: { unreadCount: await countUnread(db, viewerOf(request).id) } }),
  });

  app.post('/api/notifications/:id/read', {
    schema: {
      tags,
      summary: 'Mark one of my notifications read',
      params: z.object({ id: ZRecordId }),
      response: { 200: ZEnvelope(ZUnreadCount), ...errors, 404: ZErrorResponse },
    },
    handler: async (request) => {
      const { id } = viewerOf(request);
      if (!(await markRead(db, id, request.params.id))) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return { success: true as const, data: { unreadCount: await countUnread(db, id) }, message: NOTIFICATION_MESSAGES.markedRead };
    },
  });

  app.post('/api/notifications/read-all', {
    schema: { tags, summary: 'Mark all my notifications read', response: { 200: ZEnvelope(ZUnreadCount), ...errors } },
    handler: async (request) => {
      await markAllRead(db, viewerOf(request).id);
      return { success: true as const, data: { unreadCount: 0 }, message: NOTIFICATION_MESSAGES.allRead };
    },
  });
};
