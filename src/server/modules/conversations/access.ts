// Who may read or write a conversation: its two people, nobody else (admins neither: reports reach them
// with what the reporter wrote). To anyone else it does not exist.
import { CONVERSATION_MESSAGES } from '#shared/contracts/conversation.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import type { AccessCheck } from '#server/http/authorize-first.ts';
import { notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { findConversation, type ConversationRow } from './queries.ts';

export const isInConversation = (row: Pick<ConversationRow, 'hunterId' | 'posterId'>, userId: number) =>
  row.hunterId === userId || row.posterId === userId;

export async function conversationFor(db: Db, viewer: Viewer, id: number): Promise<ConversationRow> {
  const row = await findConversation(db, id);
  if (!row || !isInConversation(row, viewer.id)) throw notFound(CONVERSATION_MESSAGES.notFound);
  return row;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The conversation the route's access check found (checkConversation); its two people never change. */
    conversation: ConversationRow | null;
  }
}

/** Gives this scope's requests the conversation their access check finds. */
export function decorateConversation(app: FastifyInstance): void {
  app.decorateRequest('conversation', null);
}

/** The route check (authorizeFirst): 404 before the body is looked at. */
export const checkConversation =
  (db: Db): AccessCheck<{ id: number }> =>
  async (viewer, params, request) => {
    request.conversation = await conversationFor(db, viewer, params.id);
  };

/** The conversation the route check found for this request, without reading it again. */
export function checkedConversation(request: FastifyRequest): ConversationRow {
  if (!request.conversation) throw new Error('the conversation was not checked before the handler');
  return request.conversation;
}
