// Confirming one's email: opening the link (no sign-in needed, the link is the proof), and from My
// Account reading whether it is confirmed and asking for another link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_CONFIRMATION_MESSAGES,
  ZConfirmEmailRequest,
  ZConfirmEmailResult,
  ZEmailConfirmationStatus,
} from '#shared/contracts/email-confirmation.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import type { Db } from '#server/db/client.ts';
import { conflict } from '#server/http/app-error.ts';
import { SMALL_BODY } from '#server/http/json-body.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { findUserById } from '../users/accounts.ts';
import { confirmEmail, sendConfirmationLink } from '../users/email-confirmation.ts';

const tags = ['auth'];

export const emailConfirmationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/auth/confirm-email', {
    schema: {
      tags,
      summary: "Open an email confirmation link's token: confirmed now, already used, or expired",
      body: ZConfirmEmailRequest,
      response: { 200: ZEnvelope(ZConfirmEmailResult), 400: ZErrorResponse, 413: ZErrorResponse },
    },
    bodyLimit: SMALL_BODY.signIn,
    handler: async (request) => ({ success: true as const, data: await confirmEmail(db, request.body.token, app.clock.now()) }),
  });

  app.get('/api/auth/email-confirmation', {
    schema: {
      tags,
      summary: 'My email address and whether it is confirmed',
      response: { 200: ZEnvelope(ZEmailConfirmationStatus), 401: ZErrorResponse },
    },
    preHandler: requireUser(),
    handler: async (request) => {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- requireUser has just read this user.
      const user = (await findUserById(db, viewerOf(request).id))!;
      return { success: true as const, data: { email: user.email, isConfirmed: user.emailConfirmedAt !== null } };
    },
  });

  app.post('/api/auth/email-confirmation', {
    schema: {
      tags,
      summary: 'Email me a new confirmation link (earlier links keep working until they expire)',
      response: { 200: ZEnvelope(z.null()), 401: ZErrorResponse, 409: ZErrorResponse, 429: ZErrorResponse },
    },
    preHandler: [requireUser(), limitRequests('email-confirmation')],
    handler: async (request) => {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- requireUser has just read this user.
      const user = (await findUserById(db, viewerOf(request).id))!;
      if (user.emailConfirmedAt) throw conflict(EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed);
      await db.transaction((tx) => sendConfirmationLink(tx, user, app.clock.now()));
      return { success: true as const, data: null, message: EMAIL_CONFIRMATION_MESSAGES.linkSent };
    },
  });
};
